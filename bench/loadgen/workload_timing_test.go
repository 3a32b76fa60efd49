package loadgen

import "testing"

// BenchmarkWorkloadBuild shows the cost of building one request body, which must stay
// far below a server's cost per request for the generator not to be the bottleneck.
func BenchmarkWorkloadBuild(b *testing.B) {
	f := func(name string, hitRatio, batchShare float64) {
		b.Run(name, func(b *testing.B) {
			m, err := parseMix(defaultMix)
			if err != nil {
				b.Fatal(err)
			}
			w := newWorkload(m, hitRatio, batchShare, 100, 100, 1, 1)
			var buf []byte
			var bytes int64
			b.ReportAllocs()
			for i := 0; b.Loop(); i++ {
				buf, _ = w.build(buf[:0], uint64(i))
				bytes += int64(len(buf))
			}
			b.SetBytes(bytes / int64(b.N))
		})
	}
	f("check-fresh", 0, 0)
	f("check-half-repeated", 0.5, 0)
	f("batch-100-fresh", 0, 1)
}
