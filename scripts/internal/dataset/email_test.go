package dataset

import (
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeGzip writes text gzip-compressed to a temporary file and returns its path.
func writeGzip(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "email.jsonl.gz")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	zw := gzip.NewWriter(f)
	if _, err := zw.Write([]byte(text)); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestReadEmails(t *testing.T) {
	path := writeGzip(t, `{"label":"ham","group":"hard-ham-1","id":"1","raw":"Subject: hi\n\nhello"}
{"label":"spam","group":"spam-1","id":"2","raw":"Subject: win\n\nclick"}
`)
	got, err := ReadEmails(path)
	if err != nil {
		t.Fatal(err)
	}
	want := []Email{
		{Label: "ham", Group: "hard-ham-1", ID: "1", Raw: "Subject: hi\n\nhello"},
		{Label: "spam", Group: "spam-1", ID: "2", Raw: "Subject: win\n\nclick"},
	}
	if len(got) != len(want) || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("ReadEmails = %+v; want %+v", got, want)
	}
}

func TestReadEmailsBadLabel(t *testing.T) {
	path := writeGzip(t, `{"label":"phish","group":"x","id":"7","raw":"r"}`+"\n")
	if _, err := ReadEmails(path); err == nil || !strings.Contains(err.Error(), `message 7: bad label "phish"`) {
		t.Fatalf("ReadEmails: got %v; want a bad-label error", err)
	}
}
