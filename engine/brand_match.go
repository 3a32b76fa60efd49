package engine

// tokenMatcher is an Aho-Corasick automaton over host and path characters
// (a-z, 0-9, '-'), compiled to a dense DFA. Unlike cloudflare/ahocorasick it reports
// where each match ends and never allocates (see BenchmarkTokenMatcher), which the
// brand checks need to tell a whole word ("chase-login") from a word inside another
// ("purchase"). Built once, read-only: safe for concurrent use.
type tokenMatcher struct {
	next  [][acAlphabet]int32 // next[state][class]: DFA transition
	out   []int32             // first pattern ending at state, or -1
	link  []int32             // next state on the dictionary-suffix chain with an output, or -1
	plens []int32             // pattern lengths
	pats  []string
}

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
func newTokenMatcher(pats []string) *tokenMatcher {
	m := &tokenMatcher{pats: pats}
	m.addState()
	patOut := []int32{} // per state, the pattern ending there (longest first wins on ties)
	patOut = append(patOut, -1)
	for pi, p := range pats {
		s := int32(0)
		ok := len(p) > 0
		for i := 0; i < len(p) && ok; i++ {
			c := acClass[p[i]]
			if c < 0 {
				ok = false
				break
			}
			nx := m.next[s][c]
			if nx <= 0 {
				nx = m.addState()
				patOut = append(patOut, -1)
				m.next[s][c] = nx
			}
			s = nx
		}
		if ok && patOut[s] < 0 {
			patOut[s] = int32(pi)
		}
		m.plens = append(m.plens, int32(len(p)))
	}
	m.out = patOut
	// Breadth-first: failure links, then the dense DFA and dictionary links.
	fail := make([]int32, len(m.next))
	queue := make([]int32, 0, len(m.next))
	for c := 0; c < acAlphabet; c++ {
		if nx := m.next[0][c]; nx > 0 {
			fail[nx] = 0
			queue = append(queue, nx)
		} else {
			m.next[0][c] = 0
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
			nx := m.next[s][c]
			if nx > 0 {
				fail[nx] = m.next[f][c]
				queue = append(queue, nx)
			} else {
				m.next[s][c] = m.next[f][c]
			}
		}
	}
	return m
}

func (m *tokenMatcher) addState() int32 {
	m.next = append(m.next, [acAlphabet]int32{})
	m.link = append(m.link, -1)
	return int32(len(m.next) - 1)
}

// appendMatches appends every match of a pattern in s to dst. Bytes outside the
// alphabet ('.', '/', '_', ...) end any match in progress. At most maxHits are added.
func (m *tokenMatcher) appendMatches(dst []acHit, s []byte, maxHits int) []acHit {
	st := int32(0)
	n := 0
	for i := 0; i < len(s); i++ {
		c := acClass[s[i]]
		if c < 0 {
			st = 0
			continue
		}
		st = m.next[st][c]
		for o := st; o > 0; o = m.link[o] {
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
