package engine

import "iter"

// seqIndex finds token sequences in a text: the phrases of the lexicon (lexicon.go)
// and the brands' names (emailsender.go). The key of a sequence is the chain
// combineHash(...combineHash(t0, t1)..., tn) of its tokens' hashes, so a text is
// matched without building a string. Every prefix of an indexed sequence has an
// entry too, marked prefix, so that a walk from one token goes on only while the
// tokens so far begin a longer sequence.
//
// E is what the user of the index knows of one sequence. Built by add and finish,
// read-only afterwards.
type seqIndex[E any] struct {
	keys    keyIndex // sequence key -> index in entries
	entries []seqEntry[E]
	pending map[uint64]int32 // the keys while the index is built, until finish
}

type seqEntry[E any] struct {
	val    E
	prefix bool // a longer sequence starts with this one
}

// add indexes the sequence toks (not empty) and its prefixes, giving the new ones
// the value empty, and returns the value of toks for the caller to set.
func (x *seqIndex[E]) add(toks []textToken, empty E) *E {
	if x.pending == nil {
		x.pending = make(map[uint64]int32)
	}
	var h uint64
	var ei int32
	for i, tk := range toks {
		if i == 0 {
			h = tk.h
		} else {
			h = combineHash(h, tk.h)
		}
		var ok bool
		if ei, ok = x.pending[h]; !ok {
			ei = int32(len(x.entries))
			x.pending[h] = ei
			x.entries = append(x.entries, seqEntry[E]{val: empty})
		}
		if i < len(toks)-1 {
			x.entries[ei].prefix = true
		}
	}
	return &x.entries[ei].val
}

// finish builds the lookup once every sequence is added.
func (x *seqIndex[E]) finish() {
	x.keys = newKeyIndex(x.pending)
	x.pending = nil
}

// empty reports whether the index holds no sequence.
func (x *seqIndex[E]) empty() bool { return len(x.entries) == 0 }

// at yields the values of the indexed sequences that start at toks[i], shortest
// first: toks[i], toks[i:i+2] and so on.
func (x *seqIndex[E]) at(toks []textToken, i int) iter.Seq[*E] {
	return func(yield func(*E) bool) {
		h := toks[i].h
		for j := i; ; {
			ei := x.keys.get(h)
			if ei < 0 {
				return
			}
			e := &x.entries[ei]
			if !yield(&e.val) {
				return
			}
			j++
			if !e.prefix || j >= len(toks) {
				return
			}
			h = combineHash(h, toks[j].h)
		}
	}
}
