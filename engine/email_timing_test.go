package engine

import (
	"bytes"
	"fmt"
	"mime/quotedprintable"
	"strings"
	"testing"
)

// email20KB returns a raw message of about 20 KB shaped like a bank's HTML
// notice: multipart/alternative with a plain text part and a quoted-printable
// HTML part of tables, inline styles and links.
func email20KB() []byte {
	var html strings.Builder
	html.WriteString("<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>Your statement</title>" +
		"<style>body{font-family:Arial} .btn{background:#0070ba;color:#ffffff}</style></head>" +
		"<body style=\"margin:0;padding:0;background-color:#f5f7fa\">" +
		"<div style=\"display:none;max-height:0;overflow:hidden\">Your monthly statement is ready to view.</div>" +
		"<table width=\"100%\" cellpadding=\"0\" cellspacing=\"0\" border=\"0\" bgcolor=\"#f5f7fa\">\n")
	var plain strings.Builder
	plain.WriteString("Your monthly statement is ready.\n\n")
	for i := 0; len(html.String()) < 14500; i++ {
		fmt.Fprintf(&html, "<tr><td style=\"padding:12px 24px;font-size:14px;line-height:20px;color:#333333\">"+
			"<p>Dear customer, item %d of your account activity: a card payment of &euro;%d.%02d at "+
			"<b>Merchant&nbsp;%d</b> was approved on 12 March. If you don&#39;t recognise it, "+
			"<a href=\"https://secure.examplebank.com/activity?id=%d&amp;ref=mail\" style=\"color:#0070ba\">review the payment</a>.</p>"+
			"</td></tr>\n", i, 10+i*7, i%100, i, 1000+i)
		fmt.Fprintf(&plain, "Item %d: a card payment of EUR %d.%02d at Merchant %d was approved. Review: https://secure.examplebank.com/activity?id=%d\n",
			i, 10+i*7, i%100, i, 1000+i)
	}
	html.WriteString("<tr><td align=\"center\"><a class=\"btn\" href=\"https://secure.examplebank.com/login\">Sign in</a>" +
		"<img src=\"https://cdn.examplebank.com/logo.png\" alt=\"Example Bank\" width=\"120\"></td></tr></table></body></html>\n")
	var qp bytes.Buffer
	w := quotedprintable.NewWriter(&qp)
	w.Write([]byte(html.String()))
	w.Close()
	msg := "Return-Path: <bounce@mail.examplebank.com>\r\n" +
		"Received: from mail.examplebank.com (mail.examplebank.com [203.0.113.7])\r\n\tby mx.example.net with ESMTPS id 4Xk2; Tue, 12 Mar 2024 09:14:03 +0000\r\n" +
		"From: \"Example Bank\" <notice@examplebank.com>\r\n" +
		"To: customer@example.net\r\n" +
		"Subject: =?UTF-8?Q?Your_statement_for_March_is_ready_=E2=80=93_Example_Bank?=\r\n" +
		"Date: Tue, 12 Mar 2024 09:14:02 +0000\r\n" +
		"Message-ID: <20240312091402.4Xk2@mail.examplebank.com>\r\n" +
		"MIME-Version: 1.0\r\n" +
		"Content-Type: multipart/alternative; boundary=\"=_b7c1f0a2\"\r\n\r\n" +
		"This is a multi-part message in MIME format.\r\n\r\n" +
		"--=_b7c1f0a2\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 7bit\r\n\r\n" +
		strings.ReplaceAll(plain.String(), "\n", "\r\n") +
		"\r\n--=_b7c1f0a2\r\nContent-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n" +
		qp.String() +
		"\r\n--=_b7c1f0a2--\r\n"
	return []byte(msg)
}

// body500 is a pasted e-mail body of about 500 bytes, without headers.
const body500 = "Dear customer,\n\nWe noticed an unusual sign-in to your account from a new device on 12 March. " +
	"For your security we have temporarily limited some features. Please confirm your identity within 24 hours " +
	"to restore full access, otherwise your account will be suspended.\n\n" +
	"Confirm now: https://secure-examplebank.com.verify-login.net/confirm?id=88213\n\n" +
	"If you already did this, you can ignore this message. Thank you for banking with us.\n\n" +
	"Example Bank Customer Service\nThis is an automated message, please do not reply.\n"

func benchmarkParseEmail(b *testing.B, content []byte) {
	var e Email
	ParseEmail(content, &e)
	b.ReportAllocs()
	b.SetBytes(int64(len(content)))
	for b.Loop() {
		ParseEmail(content, &e)
	}
}

func BenchmarkParseEmail20KB(b *testing.B) { benchmarkParseEmail(b, email20KB()) }

func BenchmarkParseEmailPasted500(b *testing.B) { benchmarkParseEmail(b, []byte(body500)) }

// BenchmarkParseEmail20KBParallel is the throughput with every core parsing.
func BenchmarkParseEmail20KBParallel(b *testing.B) {
	content := email20KB()
	b.ReportAllocs()
	b.SetBytes(int64(len(content)))
	b.RunParallel(func(pb *testing.PB) {
		var e Email
		for pb.Next() {
			ParseEmail(content, &e)
		}
	})
}
