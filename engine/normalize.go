package engine

// PLACEHOLDER: owned by the phishing/normalization work (issue 3). Replace freely,
// keeping the names used by live.go: urlScratch{urls []URL; phones []Phone},
// URL{Host, Registrable []byte}, Phone{E164 []byte}, (*Engine).prepare.

import "bytes"

// URL is one URL found in the content, parsed and normalized.
type URL struct {
	Host        []byte // lower-case ASCII (punycode) host
	Registrable []byte // registrable domain (eTLD+1), empty for IP hosts
}

// Phone is one phone number found in the content.
type Phone struct {
	E164 []byte
}

type urlScratch struct {
	urls   []URL
	phones []Phone
}

func (s *urlScratch) reset() {
	s.urls = s.urls[:0]
	s.phones = s.phones[:0]
}

// prepare detects the type, normalizes the content into res.Normalized and extracts
// URLs and phone numbers into res.s.u.
func (e *Engine) prepare(req *Request, res *Result) {
	res.Type = req.Type
	if res.Type == TypeUnknown {
		res.Type = TypeSMS
	}
	res.Normalized = append(res.Normalized[:0], bytes.TrimSpace(req.Content)...)
}
