//go:build !purego

package engine

import (
	"math/rand/v2"
	"testing"
)

// TestSignShinglesAVX512 compares the assembly with the Go code on random shingle
// lists of every length from 0 to 300, and on hashes at the edges of the range.
func TestSignShinglesAVX512(t *testing.T) {
	if !useAVX512 {
		t.Skip("no AVX-512 (F, DQ and BW) on this machine")
	}
	f := func(hs []uint64) {
		t.Helper()
		var got, want signature
		signShinglesAVX512(&got, hs, &sigSeedsShifted)
		signShinglesGo(&want, hs)
		for k := range want {
			if got[k] != want[k] {
				t.Fatalf("%d shingles: got value %d = %#08x; want %#08x (shingles %x)", len(hs), k, got[k], want[k], hs)
			}
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n <= 300; n++ {
		for range 4 {
			hs := make([]uint64, n)
			for i := range hs {
				hs[i] = rng.Uint64()
			}
			f(hs)
		}
	}
	f(nil)
	f([]uint64{0})
	f([]uint64{^uint64(0)})
	f([]uint64{1 << 63, 1<<32 - 1, 1 << 32})
	// Shingles that all give some value k its least possible top half, one by one.
	for k := range sigSeedsShifted {
		f([]uint64{sigSeedsShifted[k], sigSeedsShifted[k] ^ 1})
	}
}

// TestSignMinHashGo runs TestSignMinHash on the Go code, which the other tests
// skip on a machine with AVX-512.
func TestSignMinHashGo(t *testing.T) {
	if !useAVX512 {
		t.Skip("the Go code is the only one here: TestSignMinHash runs it")
	}
	useAVX512 = false
	defer func() { useAVX512 = true }()
	TestSignMinHash(t)
}

// BenchmarkSignShingles times the assembly against the Go code on the shingles of
// a 160-character scam SMS.
func BenchmarkSignShingles(b *testing.B) {
	var s textScratch
	s.tokenize([]byte(scam160))
	var sig signature
	s.sign(&sig)
	hs := s.shingles
	b.Run("avx512", func(b *testing.B) {
		if !useAVX512 {
			b.Skip("no AVX-512 (F, DQ and BW) on this machine")
		}
		b.ReportAllocs()
		for b.Loop() {
			signShinglesAVX512(&sig, hs, &sigSeedsShifted)
		}
	})
	b.Run("go", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			signShinglesGo(&sig, hs)
		}
	})
}
