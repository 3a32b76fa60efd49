//go:build !purego

package engine

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestChar4FeaturesAVX512 compares the assembly with the Go code on random bytes
// of every length from 0 to 300, appended to slices of several lengths and
// capacities, and on the folded text of the shared SMS data (../../shared/data, or
// $SCAMCHECK_DATA).
func TestChar4FeaturesAVX512(t *testing.T) {
	if !useAVX512 {
		t.Skip("no AVX-512 (F, DQ and BW) on this machine")
	}
	f := func(prefix []uint64, b []byte) []uint64 {
		t.Helper()
		want := appendChar4FeaturesGo(slices.Clone(prefix), b)
		got := appendChar4Features(prefix, b)
		if !slices.Equal(got, want) {
			t.Fatalf("%d bytes after %d features: got %x; want %x (bytes %q)", len(b), len(prefix), got, want, b)
		}
		return got
	}
	const canary = 0xdeadbeef
	rng := rand.New(rand.NewPCG(7, 8))
	for n := 0; n <= 300; n++ {
		for range 4 {
			b := make([]byte, n)
			for i := range b {
				b[i] = byte(rng.Uint32())
			}
			f(nil, b)
			// After a prefix, in place or not: nothing past the end is written.
			pre := make([]uint64, rng.IntN(40), 40+rng.IntN(300))
			full := pre[:cap(pre)]
			for i := range full {
				full[i] = canary
			}
			for i := range pre {
				pre[i] = rng.Uint64()
			}
			got := f(pre, b)
			for i := len(got); &got[:cap(got)][0] == &full[0] && i < len(full); i++ {
				if full[i] != canary {
					t.Fatalf("%d bytes after %d features: value %d past the end overwritten", n, len(pre), i)
				}
			}
		}
	}
	f(nil, nil)
	f(nil, []byte{0xff, 0xff, 0xff, 0xff})
	f(nil, []byte(strings.Repeat("\xff", 64)))
	f(nil, []byte(scam160))

	var s textScratch
	for _, line := range sharedSMSLines(t) {
		s.tokenize([]byte(line[strings.LastIndexByte(line, '\t')+1:]))
		f(nil, s.folded)
		f(s.feats[:0], s.folded)
	}
}

// TestLayerFraudGo runs TestLayerFraud and TestAnalyzeTextVerdicts on the Go code,
// which the other tests skip on a machine with AVX-512.
func TestLayerFraudGo(t *testing.T) {
	if !useAVX512 {
		t.Skip("the Go code is the only one here: the other tests run it")
	}
	useAVX512 = false
	defer func() { useAVX512 = true }()
	TestLayerFraud(t)
	TestAnalyzeTextVerdicts(t)
}

// BenchmarkChar4Features times the assembly against the Go code on the folded text
// of a 160-character scam SMS (149 4-grams).
func BenchmarkChar4Features(b *testing.B) {
	var s textScratch
	s.tokenize([]byte(scam160))
	f := appendChar4FeaturesGo(nil, s.folded)
	b.Run("avx512", func(b *testing.B) {
		if !useAVX512 {
			b.Skip("no AVX-512 (F, DQ and BW) on this machine")
		}
		b.ReportAllocs()
		for b.Loop() {
			f = appendChar4Features(f[:0], s.folded)
		}
	})
	b.Run("go", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			f = appendChar4FeaturesGo(f[:0], s.folded)
		}
	})
}
