package engine

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"io/fs"
	"mime"
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

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
	for _, s := range []string{e.Subject, e.FromName, e.FromAddr, e.FromDomain} {
		if !utf8.ValidString(s) {
			t.Fatalf("got a field that is not valid UTF-8: %q", s)
		}
	}
}
