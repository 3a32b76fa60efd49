package engine

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestNameModelLogit checks logit against the definition: the bias plus the scaled
// sum of the weights of every 3-, 4- and 5-gram of "^" + name + "$", each hashed
// with FNV-1a on its own.
func TestNameModelLogit(t *testing.T) {
	m := newTextEngine(t).phish.names
	if m == nil {
		t.Fatal("got no name model; want the embedded one")
	}
	want := func(name []byte) float32 {
		s := "^" + string(name) + "$"
		sum := int32(0)
		for g := 3; g <= 5; g++ {
			for i := 0; i+g <= len(s); i++ {
				h := uint32(2166136261)
				for j := i; j < i+g; j++ {
					h ^= uint32(s[j])
					h *= 16777619
				}
				sum += int32(m.weights[h>>(32-m.bits)])
			}
		}
		return m.bias + m.scale*float32(sum)
	}
	rng := rand.New(rand.NewPCG(9, 10))
	const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789-."
	names := []string{"", "a", "ab", "abc", "paypal-secure-login", "b5f-fzjx-x4ax5-446ef-d6vuc", "xn--80ak6aa92e"}
	for range 2000 {
		b := make([]byte, rng.IntN(40))
		for i := range b {
			b[i] = alphabet[rng.IntN(len(alphabet))]
		}
		names = append(names, string(b))
	}
	for _, name := range names {
		if got, want := m.logit([]byte(name)), want([]byte(name)); math.Float32bits(got) != math.Float32bits(want) {
			t.Fatalf("logit(%q) = %v; want %v", name, got, want)
		}
	}
}
