package engine

// PLACEHOLDER: owned by the phishing/normalization work (issue 3).

import "io/fs"

type phishTables struct{}

func (p *phishTables) load(fsys fs.FS) error { return nil }

// protected reports whether host is a brand's official domain or a popular benign domain.
func (p *phishTables) protected(host, registrable []byte) bool { return false }

func (e *Engine) layerPhishing(res *Result, l *Layer) {}
