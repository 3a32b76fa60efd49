package server

import (
	"testing"
	"time"

	"scamcheck/data"
	"scamcheck/engine"
)

// benchCheckResult is the result of a real analysis of a phishing URL, as a cache
// hit renders it.
func benchCheckResult(b *testing.B) *checkResult {
	b.Helper()
	eng, err := engine.New(data.FS)
	if err != nil {
		b.Fatalf("cannot build engine: %v", err)
	}
	req := &engine.Request{Content: []byte("https://paypa1-secure-login.com/verify/account?session=42"), Now: 1_800_000_000}
	var res engine.Result
	eng.Analyze(req, &res)
	c := new(checkResult)
	c.fromEngine(&res, nil)
	c.id = []byte("chk_ESWiwT4T9nL2BVSBPFpef2")
	c.createdAt = time.Date(2026, 11, 21, 8, 15, 30, 123e6, time.UTC).UnixMilli()
	c.cached = true
	return c
}

// BenchmarkAppendCheckJSON renders a check response, as every /v1/check does.
func BenchmarkAppendCheckJSON(b *testing.B) {
	c := benchCheckResult(b)
	dst := c.appendJSON(nil, shapeDetailed)
	b.SetBytes(int64(len(dst)))
	b.ReportAllocs()
	for b.Loop() {
		dst = c.appendJSON(dst[:0], shapeDetailed)
	}
}

// BenchmarkCacheDecode decodes a cached result, as every cache hit does.
func BenchmarkCacheDecode(b *testing.B) {
	c := benchCheckResult(b)
	enc := c.encode(nil)
	var out checkResult
	b.SetBytes(int64(len(enc)))
	b.ReportAllocs()
	for b.Loop() {
		if !out.decode(enc, engine.LangEN) {
			b.Fatal("cannot decode")
		}
	}
}
