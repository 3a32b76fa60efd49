//go:build !purego

package engine

import "slices"

// appendChar4Features is appendChar4FeaturesGo, in assembly when the CPU has
// AVX-512 (useAVX512, cpu_amd64.go).
func appendChar4Features(f []uint64, b []byte) []uint64 {
	n := len(b) - 3
	if !useAVX512 || n <= 0 {
		return appendChar4FeaturesGo(f, b)
	}
	// The assembly writes into f's spare capacity: grow it here, in Go.
	f = slices.Grow(f, n)
	char4FeaturesAVX512(f[len(f):len(f)+n], b)
	return f[:len(f)+n]
}

// char4FeaturesAVX512 sets dst[j] to featureHash(nsChar4, the 4 bytes of b at j),
// for j from 0 to len(b)-4, eight offsets at a time in eight 64-bit lanes
// (char4_amd64.s); dst must have len(b)-3 elements. On a 160-character SMS
// (149 4-grams) BenchmarkChar4Features went from 380 ns (Go) to 40 ns,
// BenchmarkFeatures from 510 to 230 ns and BenchmarkAnalyzeSMS160Serial from 3.06
// to 2.84 µs (medians of 8-12 interleaved runs on a shared machine).
// TestChar4FeaturesAVX512 checks it against the Go code.
//
//go:noescape
func char4FeaturesAVX512(dst []uint64, b []byte)

// The assembly hashes in namespace 3: this fails to compile otherwise.
var _ = [1]struct{}{}[nsChar4-3]
