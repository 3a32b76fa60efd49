// Package data embeds the versioned tables the engine is built from. Every file's
// source, licence and the scripts/ command that regenerates it are listed in
// README.md beside this file.
package data

import "embed"

// FS holds the embedded data files: phish/ (brands, TLDs, hosting, popular domains,
// the dictionary of words), text/ (lexicons, evidence patterns, models, semantic
// seeds) and known/ (known-scam host seeds). The labelled sets of text/ (corpus.tsv, labelled.tsv) are for
// training and evaluation only: the binary does not carry them.
//
//go:embed all:phish all:known
//go:embed text/lexicon.tsv text/evidence.tsv text/evidence_model.tsv text/evidence_category.tsv
//go:embed text/semantic_seed.tsv
//go:embed text/fraud_binary.bin text/fraud_category.bin text/deep.bin

var FS embed.FS
