package engine

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"mime/multipart"
	"net/mail"
	"os"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// Messages of the tests, shaped like real ones.
const (
	emailAlternative = "Return-Path: <bounce-7781@mailer.examplebank.com>\n" +
		"Received: from mailer.examplebank.com (mailer.examplebank.com [198.51.100.20])\n" +
		"\tby mx.example.net with ESMTP id 7A1B2C; Tue, 12 Mar 2024 09:14:03 +0000\n" +
		"From: Example Bank <news@examplebank.com>\n" +
		"To: anna@example.net\n" +
		"Subject: Your March statement\n" +
		"Date: Tue, 12 Mar 2024 09:14:02 +0000\n" +
		"MIME-Version: 1.0\n" +
		"Content-Type: multipart/alternative;\n" +
		"\tboundary=\"----=_Part_1_2024\"\n" +
		"\n" +
		"This is a multi-part message in MIME format.\n" +
		"\n" +
		"------=_Part_1_2024\n" +
		"Content-Type: text/plain; charset=us-ascii\n" +
		"Content-Transfer-Encoding: 7bit\n" +
		"\n" +
		"Your statement is ready: https://www.examplebank.com/statements\n" +
		"\n" +
		"------=_Part_1_2024\n" +
		"Content-Type: text/html; charset=utf-8\n" +
		"Content-Transfer-Encoding: quoted-printable\n" +
		"\n" +
		"<html><body><p>Your statement is <b>ready</b>: <a href=3D\"https://www.examp=\n" +
		"lebank.com/statements\">view it</a></p></body></html>\n" +
		"\n" +
		"------=_Part_1_2024--\n"

	emailQPHTML = "From: \"Service\" <service@shop.example>\n" +
		"To: <anna@example.net>\n" +
		"Subject: Order shipped\n" +
		"MIME-Version: 1.0\n" +
		"Content-Type: text/html; charset=\"iso-8859-1\"\n" +
		"Content-Transfer-Encoding: quoted-printable\n" +
		"\n" +
		"<!DOCTYPE html><html><head><title>Shipped</title><style>td{color:red}</style>=\n" +
		"<script>var x =3D 1;</script></head>\n" +
		"<body><h1>Commande exp=E9di=E9e</h1><p>Votre colis&nbsp;arrive   demain.<br>=\n" +
		"Merci&#33;</p><img src=3D\"logo.png\" alt=3D\"Shop logo\"><table><tr><td>A</td><td>B</td></tr></table></body></html>\n"

	emailBase64 = "From: alerts@example.org\n" +
		"Subject: Notice\n" +
		"Content-Type: text/plain; charset=utf-8\n" +
		"Content-Transfer-Encoding: base64\n" +
		"\n" +
		"WW91ciBwYXJjZWwgaXMgd2FpdGluZy4gUGF5IHRoZSBmZWUgYXQK\n" +
		"aHR0cDovLzE5Mi4wLjIuNy9wYXk=\n"

	emailLatin1 = "From: Jean <jean@example.fr>\n" +
		"Subject: =?ISO-8859-1?Q?R=E9sum=E9_de_la_r=E9union?=\n" +
		"Content-Type: text/plain; charset=ISO-8859-1\n" +
		"Content-Transfer-Encoding: 8bit\n" +
		"\n" +
		"Voici le r\xe9sum\xe9, \xe0 bient\xf4t.\n"

	emailMbox = "From jean@example.fr  Thu Aug 22 12:46:39 2002\n" +
		"Return-Path: <jean@example.fr>\n" +
		"From: jean@example.fr\n" +
		"Subject: Lunch\n" +
		"\n" +
		"Lunch at noon?\n"

	emailAttachments = "From: Billing <billing@supplier.example>\n" +
		"Subject: Invoice 2024-117\n" +
		"MIME-Version: 1.0\n" +
		"Content-Type: multipart/mixed; boundary=\"b1\"\n" +
		"\n" +
		"--b1\n" +
		"Content-Type: multipart/alternative; boundary=\"b2\"\n" +
		"\n" +
		"--b2\n" +
		"Content-Type: text/plain\n" +
		"\n" +
		"Please find the invoice attached.\n" +
		"--b2\n" +
		"Content-Type: text/html\n" +
		"\n" +
		"<p>Please find the <i>invoice</i> attached.</p>\n" +
		"--b2--\n" +
		"\n" +
		"--b1\n" +
		"Content-Type: application/octet-stream; name=\"invoice.pdf.exe\"\n" +
		"Content-Disposition: attachment; filename=\"invoice.pdf.exe\"\n" +
		"Content-Transfer-Encoding: base64\n" +
		"\n" +
		"TVqQAAMAAAAEAAAA//8AALgAAAAAAAAAQAAAAAAAAAAA\n" +
		"--b1\n" +
		"Content-Type: application/octet-stream\n" +
		"Content-Disposition: attachment; filename*=UTF-8''Scan%20%C3%A9t%C3%A9.iso\n" +
		"\n" +
		"AAAA\n" +
		"--b1\n" +
		"Content-Type: text/plain; name=\"notes.txt\"\n" +
		"Content-Disposition: attachment\n" +
		"\n" +
		"attached notes that are not the body\n" +
		"--b1--\n"
)

// TestParseEmailText checks Raw and Text: decoding, charsets, HTML to text, the
// choice among alternatives.
func TestParseEmailText(t *testing.T) {
	f := func(content string, wantRaw bool, want string) {
		t.Helper()
		var e Email
		ParseEmail([]byte(content), &e)
		checkEmailInvariants(t, &e)
		if e.Raw != wantRaw || string(e.Text) != want {
			t.Fatalf("got Raw %v, Text %q; want %v, %q", e.Raw, e.Text, wantRaw, want)
		}
	}
	// multipart/alternative: the plain text, not the HTML.
	f(emailAlternative, true, "Your March statement\nYour statement is ready: https://www.examplebank.com/statements\n")
	// Quoted-printable ISO-8859-1 HTML: no head, script or style; blocks, entities, alt text.
	f(emailQPHTML, true, "Order shipped\nCommande expédiée\n\nVotre colis arrive demain.\nMerci!\n\nShop logo\n\nA B")
	// A base64 body.
	f(emailBase64, true, "Notice\nYour parcel is waiting. Pay the fee at\nhttp://192.0.2.7/pay")
	// An ISO-8859-1 body and an RFC 2047 subject.
	f(emailLatin1, true, "Résumé de la réunion\nVoici le résumé, à bientôt.\n")
	// The mbox "From " line.
	f(emailMbox, true, "Lunch\nLunch at noon?\n")
	// Nested multipart: the plain alternative; an attached text is not the body.
	f(emailAttachments, true, "Invoice 2024-117\nPlease find the invoice attached.")
	// CRLF line breaks; no Content-Type means text/plain.
	f("From: a@example.com\r\nSubject: Hi\r\n\r\nLine one\r\nLine two\r\n", true, "Hi\nLine one\nLine two\n")
	// Only HTML in an alternative: its text.
	f("Subject: S\nContent-Type: multipart/alternative; boundary=x\n\n--x\nContent-Type: text/html\n\n<div>Only</div><div>HTML</div>\n--x--\n",
		true, "S\nOnly\nHTML")
	// The HTML alternative first, the plain one second: still the plain one.
	f("Subject: S\nContent-Type: multipart/alternative; boundary=x\n\n--x\nContent-Type: text/html\n\n<p>rich</p>\n--x\nContent-Type: text/plain\n\nplain\n--x--\n",
		true, "S\nplain")
	// A multipart body without its boundary line is text.
	f("Subject: S\nContent-Type: multipart/mixed; boundary=nothere\n\nJust text.\n", true, "S\nJust text.\n")
	// An undeclared boundary is found in the body.
	f("Subject: S\nContent-Type: multipart/mixed\n\n--zz\nContent-Type: text/plain\n\nfound\n--zz--\n", true, "S\nfound")
	// Broken base64 and an unknown charset give the bytes; invalid UTF-8 is replaced.
	f("Subject: S\nContent-Type: text/plain; charset=x-unknown\nContent-Transfer-Encoding: base64\n\n!!!\xff\n", true, "S\n!!!\uFFFD\n")
	// KOI8-R.
	f("Subject: S\nContent-Type: text/plain; charset=koi8-r\n\n\xf0\xd2\xc9\xd7\xc5\xd4\n", true, "S\nПривет\n")
	// A message/rfc822 part: its subject and text.
	f("Subject: Fwd\nContent-Type: multipart/mixed; boundary=m\n\n--m\nContent-Type: message/rfc822\n\nSubject: Inner\nFrom: x@example.com\n\nInner text\n--m--\n",
		true, "Fwd\nInner\nInner text")
	// A pasted body: not raw, the text as given.
	f("Dear customer,\nyour account is locked. Note: call us.\n", false, "Dear customer,\nyour account is locked. Note: call us.\n")
	f("Note: this is not a header block\nbecause no known field is in it\n", false, "Note: this is not a header block\nbecause no known field is in it\n")
	// A pasted HTML body: converted.
	f("<html><body><p>Hello&nbsp;<b>there</b></p><p style=\"display:none\">hidden</p></body></html>", false, "Hello there")
	// Headers with the body glued on: the first line that is no header starts it.
	f("Subject: Your account\nDear customer, sign in now\n", true, "Your account\nDear customer, sign in now\n")
	f("", false, "")
}

// TestParseEmailHeaders checks the subject and the sender fields.
func TestParseEmailHeaders(t *testing.T) {
	f := func(content, subject, fromName, fromAddr, fromDomain, replyTo, returnPath string) {
		t.Helper()
		var e Email
		ParseEmail([]byte(content), &e)
		got := []string{string(e.Subject), e.FromName, e.FromAddr, e.FromDomain, e.ReplyToDomain, e.ReturnPathDomain}
		want := []string{subject, fromName, fromAddr, fromDomain, replyTo, returnPath}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Fatalf("got %q; want %q", got, want)
		}
	}
	f(emailAlternative, "Your March statement", "Example Bank", "news@examplebank.com", "examplebank.com", "", "mailer.examplebank.com")
	f(emailLatin1, "Résumé de la réunion", "Jean", "jean@example.fr", "example.fr", "", "")
	f("From: =?UTF-8?B?U8OpcnZpY2UgQ2xpZW50?= <Client@Example.COM>\nReply-To: <x@Other.Example>\nReturn-Path: <>\nSubject: =?utf-8?q?Caf=C3=A9?= =?utf-8?q?_ouvert?=\n\nb",
		"Café ouvert", "Sérvice Client", "Client@Example.COM", "example.com", "other.example", "")
	// A malformed From: the address is still found.
	f("From: PayPal <service@paypal.com.secure-login.ru\nSubject: x\n\nb", "x", "PayPal", "service@paypal.com.secure-login.ru", "paypal.com.secure-login.ru", "", "")
	f("From: broken@@example..com, \"x\nSubject: y\n\nb", "y", "", "broken@@example..com", "example..com", "", "")
	// A folded subject.
	f("Subject: a long\n subject\nFrom: a@b.example\n\nb", "a long subject", "", "a@b.example", "b.example", "", "")
	// A message copied from a German, French or Spanish mail client: its sender is
	// read, the message stays a pasted body; "De:" in a sentence's first line is no sender.
	f("Von: Microsoft-Kontoteam <account-security-noreply@accountprotection.microsoft.com>\nBetreff: Anmeldung\n\nb",
		"", "Microsoft-Kontoteam", "account-security-noreply@accountprotection.microsoft.com", "accountprotection.microsoft.com", "", "")
	f("De : Laurent Mercier <l.mercier.direction@outlook.fr>\nObjet : Dossier\n\nb", "", "Laurent Mercier", "l.mercier.direction@outlook.fr", "outlook.fr", "", "")
	f("De: Marta Ibáñez <marta.ibanez@grupoalfaro.es>\nAsunto: RE: Factura\n\nb", "", "Marta Ibáñez", "marta.ibanez@grupoalfaro.es", "grupoalfaro.es", "", "")
	f("De nada, nos vemos mañana: a las 10 en la plaza.", "", "", "", "", "", "")
}

// TestEmailSelfSent: a message whose From is its To address, in any case.
func TestEmailSelfSent(t *testing.T) {
	for _, c := range []struct {
		content string
		want    bool
	}{
		{"From: tom.hollis@virginmedia.com\nTo: Tom.Hollis@VirginMedia.com\nSubject: x\n\nb", true},
		{"To: <ana@movistar.es>\nFrom: Ana <ana@movistar.es>\nSubject: x\n\nb", true},
		{"From: alerts@bank.example\nTo: tom.hollis@virginmedia.com\nSubject: x\n\nb", false},
		{"From: tom.hollis@virginmedia.com\nSubject: x\n\nb", false},
	} {
		var e Email
		ParseEmail([]byte(c.content), &e)
		if got := e.SelfSent(); got != c.want {
			t.Errorf("%q: SelfSent %v; want %v", c.content, got, c.want)
		}
	}
}

// TestParseEmailFindings checks each finding on messages that have it and on
// ones that look alike but do not.
func TestParseEmailFindings(t *testing.T) {
	f := func(content string, want uint32) {
		t.Helper()
		var e Email
		ParseEmail([]byte(content), &e)
		if e.Findings != want {
			t.Fatalf("got findings %010b; want %010b", e.Findings, want)
		}
		if e.HiddenText != (want&EmailHiddenText != 0) {
			t.Fatalf("got HiddenText %v; want %v", e.HiddenText, want&EmailHiddenText != 0)
		}
	}
	msg := func(from, extra, body string) string {
		return "From: " + from + "\nSubject: s\n" + extra + "Content-Type: text/html\n\n" + body
	}
	// Display names.
	f(msg("\"paypal.com\" <alerts@pp-secure-mail.ru>", "", "x"), EmailNameDomain)
	f(msg("\"service@paypal.com\" <alerts@pp-secure-mail.ru>", "", "x"), EmailNameDomain)
	f(msg("\"PayPal Service\" <alerts@pp-secure-mail.ru>", "", "x"), 0) // a brand: for the analysis
	f(msg("\"news@paypal.com\" <news@mail.paypal.com>", "", "x"), 0)
	f(msg("\"Craig R.Hughes\" <craig@example.com>", "", "x"), 0)
	// Reply-To and Return-Path.
	f(msg("a@shop.example", "Reply-To: claims@gmail.com\n", "x"), EmailReplyToDiffers)
	f(msg("a@shop.example", "Reply-To: help@support.shop.example\n", "x"), 0)
	f(msg("a@shop.example", "Return-Path: <bounce@esp.example>\n", "x"), EmailReturnPathDiffers)
	f(msg("a@shop.example", "Return-Path: <>\n", "x"), 0)
	// Links.
	f(msg("a@shop.example", "", `<a href="http://evil.example/x">https://www.paypal.com</a>`), EmailLinkMismatch)
	f(msg("a@shop.example", "", `<a href="https://www.paypal.com/signin">paypal.com</a>`), 0)
	f(msg("a@shop.example", "", `<a href="http://evil.example/x">Sign in to PayPal</a>`), 0)
	f(msg("a@shop.example", "", `<a href="http://203.0.113.9/login">Sign in</a>`), EmailIPLink)
	f(msg("a@shop.example", "", `<a href="http://[2001:db8::1]/login">Sign in</a>`), EmailIPLink)
	// Hidden text.
	f(msg("a@shop.example", "", `<p>Hi</p><div style="display: none">lottery</div>`), EmailHiddenText)
	f(msg("a@shop.example", "", `<span style="visibility:hidden">x</span>`), EmailHiddenText)
	f(msg("a@shop.example", "", `<font color="#FFFFFF">white on white</font>`), EmailHiddenText)
	f(msg("a@shop.example", "", `<td bgcolor="#000"><font color="#fff">white on black</font></td>`), 0)
	f(msg("a@shop.example", "", `<span style="font-size:0px">tiny</span>`), EmailHiddenText)
	f(msg("a@shop.example", "", `<span style="font-size:1px">tiny</span>`), EmailHiddenText)
	f(msg("a@shop.example", "", `<span style="font-size:12px">normal</span>`), 0)
	f(msg("a@shop.example", "", `<div style="display:none"> </div>`), 0)
	f(msg("a@shop.example", "", `<a class="btn" style="color:#ffffff">styled button</a>`), 0)
	// A form; a base64 text body.
	f(msg("a@shop.example", "", `<form action="https://x.example/"><input name=p></form>`), EmailForm)
	f(emailBase64, EmailBase64Body|EmailIPLink)
	// Attachments.
	f(emailAttachments, EmailRiskyAttachment|EmailDoubleExtension)
	f("From: a@b.example\nSubject: s\nContent-Type: application/zip; name=\"photos.zip\"\n\nx", EmailRiskyAttachment)
	// A pasted mail's attachment line, as clients print it; a document there is none.
	f("From: Microsoft Teams <voicemail@teams-notify.example>\nSubject: New voice message\nAttachment: VM_Playback_0047.htm\n\nPlay it", EmailRiskyAttachment)
	f("From: a@b.example\nSubject: s\nAttachments: report.pdf, figures.xlsx\n\nx", 0)
	// The attachment line a pasted body keeps, with the file's size after it.
	f("From: Ahmed Saleh <purchase@gulfstar-trading.example>\nSubject: New Purchase Order\n\nKindly find attached our new purchase order.\n\nAttachment: PO88213_Specs_Drawing.img (1.2 MB)\n\nBest Regards", EmailRiskyAttachment)
	f("Kindly find attached our purchase order.\nPièce jointe : bon_de_commande.pdf (212 Ko)\nCordialement", 0)
	f("Kindly find attached our purchase order.\nAnhang: Bestellung_4471.html\nGrüße", EmailRiskyAttachment)
	f("From: a@b.example\nSubject: s\nContent-Type: application/pdf; name=\"invoice.pdf\"\n\nx", 0)
	f(emailAlternative, 0) // the bounce domain is a subdomain of the sender's
}

// TestParseEmailLinks checks the links and their texts.
func TestParseEmailLinks(t *testing.T) {
	f := func(content string, want ...string) {
		t.Helper()
		var e Email
		ParseEmail([]byte(content), &e)
		var got []string
		for _, l := range e.Links {
			got = append(got, l.Href+" "+l.Text)
		}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Fatalf("got links %q; want %q", got, want)
		}
	}
	// The plain text URL gets the text of the same href in the HTML alternative.
	f(emailAlternative, "https://www.examplebank.com/statements view it")
	f("Subject: s\nContent-Type: text/html\n\n<a href=\" https://a.example/?x=1&amp;y=2 \">Go <b>now</b>\n</a><a href=mailto:x@y.example>mail</a><a name=top>no href</a>",
		"https://a.example/?x=1&y=2 Go now", "mailto:x@y.example mail")
	f("see www.example.com/a, and (http://b.example/x). hxxp://no.example", "http://b.example/x ", "www.example.com/a ")
	f(emailBase64, "http://192.0.2.7/pay ")
	// A form's action is where what the reader types goes: a link.
	f("Subject: s\nContent-Type: text/html\n\n<p>Verify:</p><form action=\"http://ebay-verify.sytes.net/cgi-bin/verify.php?a=1&amp;b=2\" method=post>Password: <input type=password name=pw></form>",
		"http://ebay-verify.sytes.net/cgi-bin/verify.php?a=1&b=2 ")
}

// TestParseEmailLinksWWW checks the URLs of plain text that start with www.: not
// a "www." inside a URL or an address.
func TestParseEmailLinksWWW(t *testing.T) {
	f := func(text string, want ...string) {
		t.Helper()
		var e Email
		ParseEmail([]byte(text), &e)
		var got []string
		for _, l := range e.Links {
			got = append(got, l.Href)
		}
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Fatalf("links of %q: got %q; want %q", text, got, want)
		}
	}
	f("Visit WWW.Example.com. now", "WWW.Example.com")
	f("http://www.abc.com www.bcdefg.com and WWW.bcdefg.com", "http://www.abc.com", "www.bcdefg.com", "WWW.bcdefg.com")
	f("a/www.abcdef.com b@www.abcdef.com x-www.abcdef.com Wwww.abcdef.com", "www.abcdef.com")
	f("wwww.example.com/x", "www.example.com/x")
	f("xwww.www.abcdef.com", "www.abcdef.com")
	f("wwww.www.abcdef.com", "www.www.abcdef.com")
	f("https://x.example/www.evil.com www.evil2.com)", "https://x.example/www.evil.com", "www.evil2.com")
	f("www.abcdef.comwww.ghijkl.com www.abcdef.com.www.zzzzzz.com", "www.abcdef.comwww.ghijkl.com", "www.abcdef.com.www.zzzzzz.com")
	f("foo.www.bar.com www. ww.abcdef.com")
}

// TestParseEmailLinksOnly checks that an HTML alternative after a plain one, read
// for its links only, gives the links and findings that it gives alone.
func TestParseEmailLinksOnly(t *testing.T) {
	for _, html := range []string{
		`<p>Pay <a href="https://pay.example/x?a=1&amp;b=2">here &amp; <img src=x alt="now"></a> or <a href=http://192.0.2.1/>there</a></p>`,
		`<div style="display:none">secret&nbsp;words</div><p>Hi <a href="http://evil.example/">https://www.paypal.com</a></p>`,
		`<p style="color:#fff;background-color:#FFFFFF">white</p><form action=x><input name=p></form>`,
		`<p><font color=white>&nbsp;</font><a href=https://a.example/1>one <b>two</b>` + "\n" + `three</a><img alt="logo" src=y></p>`,
		`<table><tr><td><a href="https://a.example/2"><span style="font-size:1px">tiny</span>shown</a></td></tr></table>`,
	} {
		var alone, alt Email
		ParseEmail([]byte("Subject: s\nContent-Type: text/html\n\n"+html), &alone)
		ParseEmail([]byte("Subject: s\nContent-Type: multipart/alternative; boundary=b\n\n--b\nContent-Type: text/plain\n\nplain words\n--b\nContent-Type: text/html\n\n"+html+"\n--b--\n"), &alt)
		if fmt.Sprint(alt.Links) != fmt.Sprint(alone.Links) || alt.Findings != alone.Findings || alt.HiddenText != alone.HiddenText {
			t.Errorf("HTML %q: got links %q, findings %b after a plain alternative; want %q, %b", html, alt.Links, alt.Findings, alone.Links, alone.Findings)
		}
		if !bytes.Contains(alt.Text, []byte("plain words")) {
			t.Errorf("HTML %q: got text %q; want the plain alternative's", html, alt.Text)
		}
	}
}

// FuzzEmailParts checks that a multipart body splits into the parts, headers and
// bodies, that mime/multipart's Reader reads from it.
func FuzzEmailParts(f *testing.F) {
	for _, b := range []string{
		"preamble\r\n--b\r\nContent-Type: text/plain\r\n\r\none\r\n--b\r\n\r\ntwo\r\n--b--\r\nepilogue",
		"--b\nContent-Type: text/plain\n\none\n--b \t\nX: y\n\ntwo\n--b--",
		"--b\r\n\r\n--b\r\n\r\nx\r\n--bx\r\n--b-\r\n--b--x\r\n--b--",
		"--b\r\nA: 1\r\n continued\r\nA: 2\r\n\r\nbody without end\r\n--",
		"--b\r\nbad header line\r\n\r\nx\r\n--b--\r\n",
		"--b\r\n\r\nx\r\nstray\r\n--b\r\n\r\ny\r\n--b--\r\n",
		"--b\r\n\r\nx\r\n\r\n\r\n--b\r\n\r\ny",
		"--b\r\n\r\n" + strings.Repeat("z", 5000) + "\r\n--b\r\n\r\n" + strings.Repeat("\r\n-", 3000) + "\r\n--b--",
		strings.Repeat("p", 4100) + "\r\n--b\r\n\r\nx\r\n--b--",
		"--b\n\nlf\r\n--b\n\nmixed\n--b--\n",
	} {
		f.Add([]byte(b), "b")
	}
	f.Add([]byte("--=_x\r\n\r\na\r\n--=_x--"), "=_x")
	f.Fuzz(func(t *testing.T, body []byte, boundary string) {
		if boundary == "" || strings.ContainsAny(boundary, "\r\n") {
			return // see emailParts
		}
		var want []string
		r := multipart.NewReader(bytes.NewReader(body), boundary)
		for {
			p, err := r.NextRawPart()
			if err != nil {
				break
			}
			b, _ := io.ReadAll(p)
			want = append(want, fmt.Sprintf("%v %q", p.Header, b))
		}
		var got []string
		var e Email
		parts := newEmailParts(body, boundary)
		for {
			hdr, b, ok := e.nextPart(&parts)
			if !ok {
				break
			}
			got = append(got, fmt.Sprintf("%v %q", hdr, b))
		}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Fatalf("parts of %q with boundary %q:\n got %q\nwant %q", body, boundary, got, want)
		}
	})
}

// TestEmailSimpleAddress checks the fast path of emailAddress against net/mail:
// the shapes it takes give what net/mail gives, the others are left to net/mail.
func TestEmailSimpleAddress(t *testing.T) {
	p := mail.AddressParser{WordDecoder: emailWordDecoder}
	for _, c := range []struct {
		v    string
		fast bool
	}{
		{"anna@example.net", true},
		{"<bounce-7781@mailer.examplebank.com>", true},
		{`"Example Bank" <notice@examplebank.com>`, true},
		{`"PayPal Service"<alerts@pp-secure-mail.ru>`, true},
		{`"Mr. O'Neil (billing)" 	 <a.b+c_d-e@x-y.example>`, true},
		{`"" <a@b.example>`, true},
		{`"=?utf-8?q?Caf=C3=A9?=" <a@b.example>`, true},
		{"Example Bank <news@examplebank.com>", false},
		{`"a\"b" <a@b.example>`, false},
		{`"Café" <a@b.example>`, false},
		{`"Name" a@b.example`, false},
		{"<a@b.example", false},
		{"<a@b.example> (comment)", false},
		{"a..b@example.net", false},
		{".a@example.net", false},
		{"a@example.net.", false},
		{"a@[192.0.2.1]", false},
		{"a@b@c.example", false},
		{"a b@c.example", false},
		{"a@b.example, c@d.example", false},
		{"undisclosed-recipients:;", false},
		{"", false},
	} {
		name, addr, ok := emailSimpleAddress(c.v)
		if ok != c.fast {
			t.Errorf("emailSimpleAddress(%q): got ok %v; want %v", c.v, ok, c.fast)
		}
		if !ok {
			continue
		}
		a, err := p.Parse(c.v)
		if err != nil || a.Name != name || a.Address != addr {
			t.Errorf("emailSimpleAddress(%q): got %q %q; net/mail gives %v, %v", c.v, name, addr, a, err)
		}
	}
}

// TestParseEmailAttachments checks the file names.
func TestParseEmailAttachments(t *testing.T) {
	f := func(content string, want ...string) {
		t.Helper()
		var e Email
		ParseEmail([]byte(content), &e)
		if strings.Join(e.Attachments, "|") != strings.Join(want, "|") {
			t.Fatalf("got attachments %q; want %q", e.Attachments, want)
		}
	}
	f(emailAttachments, "invoice.pdf.exe", "Scan été.iso", "notes.txt")
	f("Subject: s\nContent-Type: application/pdf; name=\"=?UTF-8?Q?facture_=C3=A9t=C3=A9.pdf?=\"\n\nx", "facture été.pdf")
	f(emailAlternative)
}

func TestEmailAttachmentFindings(t *testing.T) {
	f := func(name string, want uint32) {
		t.Helper()
		if got := emailAttachmentFindings(name); got != want {
			t.Fatalf("emailAttachmentFindings(%q): got %b; want %b", name, got, want)
		}
	}
	f("invoice.pdf.exe", EmailRiskyAttachment|EmailDoubleExtension)
	f("Invoice.PDF   .EXE", EmailRiskyAttachment|EmailDoubleExtension)
	f("disk.iso", EmailRiskyAttachment)
	f("report.docm", EmailRiskyAttachment)
	f("page.html", EmailRiskyAttachment)
	f("invoice\u202egpj.exe", EmailRiskyAttachment)
	f("report.pdf", 0)
	f("photo.jpg", 0)
	f("archive.tar", 0)
	f("noextension", 0)
}

// TestParseEmailBounds checks that hostile input stays bounded.
func TestParseEmailBounds(t *testing.T) {
	f := func(content string) {
		t.Helper()
		var e Email
		ParseEmail([]byte(content), &e)
		checkEmailInvariants(t, &e)
	}
	f("Subject: s\n\n" + strings.Repeat("é", 30000))
	f("Subject: s\n\n" + strings.Repeat("x", emailMaxText-10) + "ééééééééé")
	f("Subject: s\nContent-Type: text/html\n\n" + strings.Repeat("<a href=http://a.example/%d>x</a>", 200))
	var links strings.Builder
	for i := range 200 {
		fmt.Fprintf(&links, "<a href=http://a.example/%d>x</a> http://b.example/%d ", i, i)
	}
	f("Subject: s\nContent-Type: text/html\n\n" + links.String())
	f("Subject: s\nContent-Type: text/html\n\n" + strings.Repeat("<div>", 10000) + "deep" + strings.Repeat("</div>", 10000))
	// Deep nesting and many parts.
	var deep strings.Builder
	deep.WriteString("Subject: s\nContent-Type: multipart/mixed; boundary=b0\n\n")
	for i := 1; i < 20; i++ {
		fmt.Fprintf(&deep, "--b%d\nContent-Type: multipart/mixed; boundary=b%d\n\n", i-1, i)
	}
	deep.WriteString("--b19\nContent-Type: text/plain\n\ntoo deep\n")
	f(deep.String())
	var parts strings.Builder
	parts.WriteString("Subject: s\nContent-Type: multipart/mixed; boundary=p\n\n")
	for i := range 200 {
		fmt.Fprintf(&parts, "--p\nContent-Type: application/octet-stream; name=\"f%d.exe\"\n\nx\n", i)
	}
	f(parts.String())

	var e Email
	ParseEmail([]byte(deep.String()), &e)
	if bytes.Contains(e.Text, []byte("too deep")) {
		t.Fatalf("got the text of a part nested 20 deep: %q; want it left out", e.Text)
	}
	ParseEmail([]byte(parts.String()), &e)
	if len(e.Attachments) != emailMaxAttachments || e.parts > emailMaxParts {
		t.Fatalf("got %d attachments, %d parts; want %d, at most %d", len(e.Attachments), e.parts, emailMaxAttachments, emailMaxParts)
	}
}

// TestParseEmailReuse checks that a reused Email gives what a fresh one gives.
func TestParseEmailReuse(t *testing.T) {
	msgs := []string{emailAttachments, emailQPHTML, "pasted text", emailAlternative, emailBase64, emailLatin1, ""}
	var reused Email
	for _, m := range msgs {
		var fresh Email
		ParseEmail([]byte(m), &fresh)
		ParseEmail([]byte(m), &reused)
		if g, w := fmt.Sprintf("%v %q %q %q %v %v %v", reused.Raw, reused.Subject, reused.FromAddr, reused.Text, reused.Links, reused.Attachments, reused.Findings),
			fmt.Sprintf("%v %q %q %q %v %v %v", fresh.Raw, fresh.Subject, fresh.FromAddr, fresh.Text, fresh.Links, fresh.Attachments, fresh.Findings); g != w {
			t.Fatalf("reused Email: got %s; fresh Email: %s", g, w)
		}
	}
}

func TestEmailSenderName(t *testing.T) {
	f := func(from, want string) {
		t.Helper()
		var e Email
		ParseEmail([]byte("From: "+from+"\nSubject: s\n\nb"), &e)
		if got := e.SenderName(); got != want {
			t.Fatalf("SenderName of %q: got %q; want %q", from, got, want)
		}
	}
	f(`"PayPal Service" <alerts@pp-secure-mail.ru>`, "PayPal Service")
	f(`alerts@pp-secure-mail.ru`, "")
	f(`"alerts@pp-secure-mail.ru" <alerts@pp-secure-mail.ru>`, "")
}

// emailCorpus is the shared e-mail corpus: JSON lines {label, group, id, raw}.
const emailCorpus = "../../shared/data/email/train.jsonl.gz"

type emailCorpusMessage struct {
	Label, Group, ID, Raw string
}

// readEmailCorpus returns the messages of the shared corpus; it skips the test
// when the corpus is absent.
func readEmailCorpus(t testing.TB) []emailCorpusMessage {
	t.Helper()
	f, err := os.Open(emailCorpus)
	if errors.Is(err, fs.ErrNotExist) {
		t.Skipf("no e-mail corpus at %s", emailCorpus)
	}
	if err != nil {
		t.Fatalf("cannot open the e-mail corpus: %v", err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		t.Fatalf("cannot read %s: %v", emailCorpus, err)
	}
	var msgs []emailCorpusMessage
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 16<<20)
	for sc.Scan() {
		var m emailCorpusMessage
		if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
			t.Fatalf("cannot decode a line of %s: %v", emailCorpus, err)
		}
		msgs = append(msgs, m)
	}
	if err := sc.Err(); err != nil {
		t.Fatalf("cannot read %s: %v", emailCorpus, err)
	}
	return msgs
}

// TestParseEmailCorpus parses every message of the shared corpus and checks the
// invariants: raw, valid UTF-8 and bounded Text without MIME structure, and text
// for at least 95% of the messages.
func TestParseEmailCorpus(t *testing.T) {
	msgs := readEmailCorpus(t)
	var e Email
	withText := 0
	for _, m := range msgs {
		ParseEmail([]byte(m.Raw), &e)
		checkEmailInvariants(t, &e)
		if !e.Raw {
			t.Errorf("message %s/%s: got Raw false; want true", m.Group, m.ID)
		}
		if len(bytes.TrimSpace(e.Text)) > len(e.Subject) {
			withText++
		} else if testing.Verbose() {
			t.Logf("message %s/%s: no body text: %q", m.Group, m.ID, e.Text)
		}
		if bd := emailCorpusBoundary(m.Raw); bd != "" {
			if bytes.Contains(e.Text, []byte("--"+bd)) {
				t.Errorf("message %s/%s: Text has the boundary line --%s", m.Group, m.ID, bd)
			}
			if bytes.Contains(bytes.ToLower(e.Text), []byte("content-transfer-encoding:")) {
				t.Errorf("message %s/%s: Text has a Content-Transfer-Encoding header: %q", m.Group, m.ID, e.Text)
			}
		}
	}
	if withText*100 < len(msgs)*95 {
		t.Errorf("got body text for %d of %d messages; want at least 95%%", withText, len(msgs))
	}
	t.Logf("%d messages, %d with body text", len(msgs), withText)
}

// emailCorpusBoundary returns the boundary of a multipart message, "" for others.
func emailCorpusBoundary(raw string) string {
	hdr, _, _ := strings.Cut(strings.ReplaceAll(raw, "\r\n", "\n"), "\n\n")
	for _, line := range strings.Split(strings.ReplaceAll(hdr, "\n\t", " "), "\n") {
		if k, v, ok := strings.Cut(line, ":"); ok && strings.EqualFold(k, "content-type") {
			if mt, p, err := mime.ParseMediaType(strings.TrimSpace(v)); err == nil && strings.HasPrefix(mt, "multipart/") {
				return p["boundary"]
			}
		}
	}
	return ""
}

// checkEmailInvariants checks what holds for any content: valid UTF-8 Text and
// the bounds.
func checkEmailInvariants(t testing.TB, e *Email) {
	t.Helper()
	if !utf8.Valid(e.Text) {
		t.Fatalf("Text is not valid UTF-8: %q", e.Text)
	}
	if len(e.Text) > emailMaxText || len(e.Links) > emailMaxLinks || len(e.Attachments) > emailMaxAttachments {
		t.Fatalf("got %d bytes of text, %d links, %d attachments; want at most %d, %d, %d",
			len(e.Text), len(e.Links), len(e.Attachments), emailMaxText, emailMaxLinks, emailMaxAttachments)
	}
	for _, s := range []string{string(e.Subject), e.FromName, e.FromAddr, e.FromDomain} {
		if !utf8.ValidString(s) {
			t.Fatalf("got a field that is not valid UTF-8: %q", s)
		}
	}
}

// FuzzParseEmail parses arbitrary content and checks the invariants: no panic,
// valid UTF-8 and bounded Text, and the same result from a reused Email.
func FuzzParseEmail(f *testing.F) {
	for _, m := range []string{emailAlternative, emailQPHTML, emailBase64, emailLatin1, emailMbox, emailAttachments} {
		f.Add([]byte(m))
	}
	var reused Email
	f.Fuzz(func(t *testing.T, content []byte) {
		var fresh Email
		ParseEmail(content, &fresh)
		checkEmailInvariants(t, &fresh)
		ParseEmail(content, &reused)
		if !bytes.Equal(reused.Text, fresh.Text) || reused.Findings != fresh.Findings || len(reused.Links) != len(fresh.Links) {
			t.Fatalf("reused Email: got %q %b %d links; fresh Email: %q %b %d links",
				reused.Text, reused.Findings, len(reused.Links), fresh.Text, fresh.Findings, len(fresh.Links))
		}
	})
}

// TestParseEmailLinear checks that hostile repetitions stay fast: a parse of a
// megabyte of each takes well under a second.
func TestParseEmailLinear(t *testing.T) {
	f := func(content string) {
		t.Helper()
		var e Email
		start := time.Now()
		ParseEmail([]byte(content), &e)
		checkEmailInvariants(t, &e)
		if d := time.Since(start); d > time.Second {
			t.Fatalf("got %v for %d bytes; want well under a second", d, len(content))
		}
	}
	const mb = 1 << 20
	f(strings.Repeat("WWW.", mb/4))
	f(strings.Repeat("http://", mb/7))
	f("Subject: s\nContent-Type: text/html\n\n" + strings.Repeat("</x>", mb/4))
	f("Subject: s\nContent-Type: text/html\n\n" + strings.Repeat("<a href=http://a.example/>x", mb/27))
	f("Subject: s\nContent-Type: text/html\n\n" + strings.Repeat("<script>", mb/8))
	f("Subject: s\nContent-Type: text/html\n\n" + strings.Repeat("&#1", mb/3))
	f("Subject: s\nContent-Type: text/plain\nContent-Transfer-Encoding: quoted-printable\n\n" + strings.Repeat("=", mb))
	f(strings.Repeat("X-A: b\n", mb/7) + "Subject: s\n\nbody")
}

// TestEmailDMARCFail: the first Authentication-Results field's DMARC fail for the
// From domain is a finding; a pass, a fail for another domain, or a fail in a
// later field (written before the receiving server's) is not.
func TestEmailDMARCFail(t *testing.T) {
	const body = "From: DocuSign <dse_na2@docusign.net>\nTo: payables@fenwickmarine.com\nSubject: Payment Remittance Advice\n\nYou have received a secured document.\n"
	for _, c := range []struct {
		hdr  string
		want bool
	}{
		{"Authentication-Results: mx.example.net;\n\tspf=pass smtp.mailfrom=greenvalley-dental.com;\n\tdkim=none;\n\tdmarc=fail (p=quarantine dis=quarantine) header.from=docusign.net\n", true},
		{"Authentication-Results: mx.example.net; dmarc=FAIL\n", true},
		{"Authentication-Results: mx.example.net; dkim=pass; dmarc=pass header.from=docusign.net\n", false},
		{"Authentication-Results: mx.example.net; dmarc=fail header.from=example.org\n", false},
		{"Authentication-Results: mx.example.net; dmarc=pass header.from=docusign.net\nAuthentication-Results: relay.example; dmarc=fail header.from=docusign.net\n", false},
	} {
		var e Email
		ParseEmail([]byte(c.hdr+body), &e)
		if got := e.Has(EmailDMARCFail); got != c.want {
			t.Errorf("%q: EmailDMARCFail %v, want %v", c.hdr, got, c.want)
		}
	}
	f := flagger(t, newFuzzEngine(t))
	f(TypeEmail, "Authentication-Results: mx.example.net;\n\tdmarc=fail (p=quarantine) header.from=docusign.net\n"+body+"\nView document: https://docusign.net/Member/EmailStart.aspx?a=19c7\n", true)
	f(TypeEmail, "Authentication-Results: mx.example.net;\n\tdmarc=pass header.from=docusign.net\n"+body+"\nView document: https://docusign.net/Member/EmailStart.aspx?a=19c7\n", false)
}
