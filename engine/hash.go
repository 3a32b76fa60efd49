package engine

// The 64-bit hashes the engine computes itself: FNV-1a over the bytes of a token
// (token.go), finished by a mixer, splitmix64's finalizer, which also combines two
// hashes into one: token sequences (lexicon.go, evidence.go, brand names), shingles
// (semantic.go), features (fraud.go) and the keys of the live maps (live.go). The
// assembly in sign_amd64.s and char4_amd64.s repeats mix64Tail.

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

// tokenHash is the hash of a token's folded text b; the tokenizer computes the same
// one byte by byte (fnvAdd).
func tokenHash(b []byte) uint64 {
	h := uint64(fnvOffset)
	for _, c := range b {
		h = fnvAdd(h, c)
	}
	return mix64(h)
}

// fnvAdd is one step of FNV-1a: h with the byte c added.
func fnvAdd(h uint64, c byte) uint64 { return (h ^ uint64(c)) * fnvPrime }

// mix64 spreads every bit of x over the whole word.
func mix64(x uint64) uint64 { return mix64Tail(x ^ x>>30) }

// mix64Tail is mix64 after its first step, x ^= x >> 30.
func mix64Tail(x uint64) uint64 {
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return x
}

// combineHash hashes the ordered pair (a, b).
func combineHash(a, b uint64) uint64 {
	return mix64(a*0x9e3779b97f4a7c15 ^ b)
}
