// Package dataset reads the files of the shared labelled data that more than one
// script reads.
package dataset

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
)

// Email is one message of an e-mail split.
type Email struct {
	Label string // ham or spam
	Group string // easy-ham-1, hard-ham-1, spam-1
	ID    string
	Raw   string // the whole message: headers, a blank line, the body
}

// ReadEmails reads a gzip JSON-lines e-mail file, one {label, group, id, raw} object
// a message; a label other than ham or spam is an error.
func ReadEmails(path string) ([]Email, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("cannot open %s: %w", path, err)
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("cannot read %s: %w", path, err)
	}
	defer zr.Close()
	dec := json.NewDecoder(zr)
	var out []Email
	for {
		var m Email
		if err := dec.Decode(&m); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("cannot read %s: %w", path, err)
		}
		if m.Label != "ham" && m.Label != "spam" {
			return nil, fmt.Errorf("cannot read %s: message %s: bad label %q", path, m.ID, m.Label)
		}
		out = append(out, m)
	}
	return out, nil
}
