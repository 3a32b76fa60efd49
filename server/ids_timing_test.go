package server

import "testing"

// BenchmarkAppendID makes request and check ids, two of which every uncached check
// needs, from parallel goroutines.
func BenchmarkAppendID(b *testing.B) {
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		var buf [32]byte
		for pb.Next() {
			_ = appendID(buf[:0], prefixCheck)
		}
	})
}
