package engine

// keyFilter is a Bloom filter over well-mixed 64-bit keys (liveKey, bandKey): most
// lookups in the live maps and the semantic bands are of keys that are not there,
// and a miss in a large Go map costs cache misses; the filter answers most misses
// from one word. It sets two bits per key in one 64-bit word and has at least 16
// bits per key: about 1% false positives. A nil filter holds nothing.
type keyFilter []uint64

// newKeyFilter returns an empty filter sized for n keys.
func newKeyFilter(n int) keyFilter {
	if n == 0 {
		return nil
	}
	words := 1 // a power of two
	for words*64 < 16*n {
		words *= 2
	}
	return make(keyFilter, words)
}

// bits returns the word and the bits of k: bits 6 and up pick the word (the low 6
// pick a live map's shard), the top 12 the two bits.
func (f keyFilter) bits(k uint64) (int, uint64) {
	return int(k>>6) & (len(f) - 1), 1<<(k>>52&63) | 1<<(k>>58)
}

// add adds k; the filter must have been sized for it.
func (f keyFilter) add(k uint64) {
	w, b := f.bits(k)
	f[w] |= b
}

// mayHave reports false when k was certainly not added.
func (f keyFilter) mayHave(k uint64) bool {
	if f == nil {
		return false
	}
	w, b := f.bits(k)
	return f[w]&b == b
}
