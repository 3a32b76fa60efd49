package engine

import "fmt"

// tokenMatcher is an Aho-Corasick automaton over host and path characters
// (a-z, 0-9, '-'), compiled to a dense DFA. Unlike cloudflare/ahocorasick it reports
// where each match ends and never allocates (see BenchmarkTokenMatcher), which the
// brand checks need to tell a whole word ("chase-login") from a word inside another
// ("purchase"). Built once, read-only: safe for concurrent use.
//
// A transition is 16 bits, the next state and a flag telling whether a match ends
// there: a character costs one read in a table half the size of one of int32
// states, and the output tables are read only on the flag. Between two requests
// the tables are evicted from the core's cache, so their size is time.
type tokenMatcher struct {
	next  []uint16 // next[state*acAlphabet+class]: the next state | acMatch
	out   []int32  // first pattern ending at state, or -1
	link  []int32  // next state on the dictionary-suffix chain with an output, or -1
	plens []int32  // pattern lengths
	pats  []string
}

// acMatch flags a transition to a state where a pattern ends: one of its own, or on
// its dictionary-suffix chain.
const acMatch = 1 << 15

// maxACStates is the number of states a 16-bit transition can name.
const maxACStates = acMatch

// acHit is one match: pattern index and the offset just past its end.
type acHit struct {
	pat int32
	end int32
}

const acAlphabet = 37 // a-z, 0-9, '-'

// acClass maps a byte to its alphabet class, or -1 for bytes that break every match.
var acClass = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] = int8(c - 'a')
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = int8(26 + c - '0')
	}
	t['-'] = 36
	return t
}()

// newTokenMatcher builds the automaton for patterns of lower-case a-z, 0-9 and '-'.
// Patterns with other bytes are ignored.
func newTokenMatcher(pats []string) (*tokenMatcher, error) {
	m := &tokenMatcher{pats: pats}
	var next [][acAlphabet]int32 // the trie, then the DFA
	addState := func() int32 {
		next = append(next, [acAlphabet]int32{})
		m.link = append(m.link, -1)
		m.out = append(m.out, -1) // per state, the pattern ending there (longest first wins on ties)
		return int32(len(next) - 1)
	}
	addState()
	for pi, p := range pats {
		s := int32(0)
		ok := len(p) > 0
		for i := 0; i < len(p) && ok; i++ {
			c := acClass[p[i]]
			if c < 0 {
				ok = false
				break
			}
			nx := next[s][c]
			if nx <= 0 {
				nx = addState()
				next[s][c] = nx
			}
			s = nx
		}
		if ok && m.out[s] < 0 {
			m.out[s] = int32(pi)
		}
		m.plens = append(m.plens, int32(len(p)))
	}
	if len(next) > maxACStates {
		return nil, fmt.Errorf("cannot build a matcher of %d states: at most %d", len(next), maxACStates)
	}
	// Breadth-first: failure links, then the dense DFA and dictionary links.
	fail := make([]int32, len(next))
	queue := make([]int32, 0, len(next))
	for c := 0; c < acAlphabet; c++ {
		if nx := next[0][c]; nx > 0 {
			fail[nx] = 0
			queue = append(queue, nx)
		} else {
			next[0][c] = 0
		}
	}
	for len(queue) > 0 {
		s := queue[0]
		queue = queue[1:]
		f := fail[s]
		if m.out[f] >= 0 {
			m.link[s] = f
		} else {
			m.link[s] = m.link[f]
		}
		for c := 0; c < acAlphabet; c++ {
			nx := next[s][c]
			if nx > 0 {
				fail[nx] = next[f][c]
				queue = append(queue, nx)
			} else {
				next[s][c] = next[f][c]
			}
		}
	}
	m.next = make([]uint16, len(next)*acAlphabet)
	for s := range next {
		for c, nx := range next[s] {
			t := uint16(nx)
			if nx > 0 && (m.out[nx] >= 0 || m.link[nx] >= 0) {
				t |= acMatch
			}
			m.next[s*acAlphabet+c] = t
		}
	}
	return m, nil
}

// appendMatches appends every match of a pattern in s to dst. Bytes outside the
// alphabet ('.', '/', '_', ...) end any match in progress. At most maxHits are added.
func (m *tokenMatcher) appendMatches(dst []acHit, s []byte, maxHits int) []acHit {
	st := 0
	n := 0
	for i := 0; i < len(s); i++ {
		c := acClass[s[i]]
		if c < 0 {
			st = 0
			continue
		}
		t := m.next[st*acAlphabet+int(c)]
		st = int(t &^ acMatch)
		if t&acMatch == 0 {
			continue
		}
		for o := int32(st); o > 0; o = m.link[o] {
			if p := m.out[o]; p >= 0 {
				if n >= maxHits {
					return dst
				}
				dst = append(dst, acHit{pat: p, end: int32(i + 1)})
				n++
			}
		}
	}
	return dst
}
