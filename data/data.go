// Package data embeds the versioned tables the engine is built from. Every file's
// source, licence and the scripts/ command that regenerates it are listed in
// README.md beside this file.
package data

import "embed"

// FS holds the embedded data files: phish/ (brands, TLDs, hosting, popular domains),
// text/ (semantic seeds, fraud model, lexicons) and known/ (known-scam host seeds).
//
//go:embed all:phish all:text all:known
var FS embed.FS
