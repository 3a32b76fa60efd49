package engine

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSignMinHash checks sign against the MinHash definition: value k of the
// signature is the least, over the word-bigram shingles h, of the top half of
// mix64(h ^ sigSeeds[k]).
//
// The tokens are random, or drawn from a few words so that shingles repeat (sign
// drops repeated shingles of long texts: dedupeShingles), up to beyond
// maxSignTokens; one Result's scratch is reused, as calls do.
func TestSignMinHash(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	var s textScratch
	for _, words := range []uint64{0, 2, 5, 40} {
		for n := 0; n < maxSignTokens+40; n += 1 + n/16 {
			s.toks = s.toks[:0]
			for range n {
				h := rng.Uint64()
				if words > 0 {
					h = rng.Uint64N(words) * 0x9e3779b97f4a7c15
				}
				s.toks = append(s.toks, textToken{h: h})
			}
			var got signature
			ok := s.sign(&got)
			if want := n >= minShingles+1; ok != want {
				t.Fatalf("sign of %d tokens: got %v; want %v", n, ok, want)
			}
			if !ok {
				continue
			}
			var want signature
			for k := range want {
				want[k] = ^uint32(0)
				for i := 1; i < min(n, maxSignTokens); i++ {
					want[k] = min(want[k], uint32(mix64(combineHash(s.toks[i-1].h, s.toks[i].h)^sigSeeds[k])>>32))
				}
			}
			if got != want {
				t.Fatalf("sign of %d tokens of %d words: got %x; want %x", n, words, got, want)
			}
		}
	}
}

// TestDedupeShingles checks dedupeShingles against a map: the distinct values in
// the order of their first occurrence, 0 included.
func TestDedupeShingles(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	var s textScratch
	for n := range 700 {
		hs := make([]uint64, n)
		for i := range hs {
			switch rng.IntN(4) {
			case 0:
				hs[i] = rng.Uint64()
			case 1:
				hs[i] = rng.Uint64N(8) // small values collide in the set's low bits
			default:
				hs[i] = rng.Uint64N(16) << 60 // and these all in slot 0
			}
		}
		var want []uint64
		seen := map[uint64]bool{}
		for _, h := range hs {
			if !seen[h] {
				seen[h] = true
				want = append(want, h)
			}
		}
		got := s.dedupeShingles(hs)
		if !slices.Equal(got, want) {
			t.Fatalf("dedupeShingles of %d values: got %x; want %x", n, got, want)
		}
	}
}

// TestNearest checks nearest against a plain search of its candidates (every text
// sharing a band, up to maxCandidates, in band order), on the hand-labelled texts
// with one Result reused: the same similarity and type, and s.seen left all zero.
func TestNearest(t *testing.T) {
	e := newTextEngine(t)
	x := e.text.sem.Load()
	var res Result
	found := 0
	for _, text := range labelledTexts(t) {
		e.Prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		s := e.text.prepareText(&res)
		if !s.sign(&s.sig) {
			continue
		}
		var cand []int32
		for b := 0; b < numBands && len(cand) < maxCandidates; b++ {
			for _, id := range x.bands[bandKey(&s.sig, b)] {
				if len(cand) < maxCandidates {
					cand = append(cand, id)
				}
			}
		}
		best, wantType := 0, ScamNone
		for _, id := range cand {
			n := 0
			for k := range s.sig {
				if s.sig[k] == x.sigs[id][k] {
					n++
				}
			}
			if x.types[id] != ScamNone && n > best {
				best, wantType = n, x.types[id]
			}
		}
		sim, st := x.nearest(s)
		if want := float32(best) / sigSize; sim != want || st != wantType {
			t.Fatalf("nearest(%q) = %v, %v; want %v, %v", text, sim, st, want, wantType)
		}
		for i, w := range s.seen {
			if w != 0 {
				t.Fatalf("nearest(%q): got seen word %d = %x after the call; want 0", text, i, w)
			}
		}
		if best > 0 {
			found++
		}
	}
	if found < 50 {
		t.Fatalf("got %d texts with a near known text; want at least 50", found)
	}
}
