package engine

import (
	"math/bits"

	"github.com/cespare/xxhash/v2"
)

// Typosquatting: a host label within a small edit distance of a brand's domain label.
//
// Candidates come from a deletion index (the SymSpell idea): every brand label and
// its variants with one character deleted (two for long labels) are hashed into a
// map; a host label looks up itself and its own deletion variants, so the lookups
// per label are few and none allocates. Each candidate is then checked with the
// optimal-string-alignment distance, bounded by a threshold that grows with length,
// and classified into the dnstwist kinds.

const (
	minTypoLen  = 6  // brand labels shorter than this are matched exactly only
	maxTypoLen  = 40 // longer labels are not checked
	longTypoLen = 12 // from this length two edits are allowed
)

// typoKind is the dnstwist name of a one-edit variant.
type typoKind uint8

const (
	typoNone typoKind = iota
	typoAddition
	typoBitsquatting
	typoHomoglyph
	typoHyphenation
	typoInsertion
	typoOmission
	typoRepetition
	typoReplacement
	typoSubdomain
	typoTransposition
	typoVowelSwap
	typoTwoEdits
	typoTruncation
)

var typoKindNames = [...]string{
	"", "addition", "bitsquatting", "homoglyph", "hyphenation", "insertion", "omission",
	"repetition", "replacement", "subdomain", "transposition", "vowel swap", "two edits", "truncation",
}

func (k typoKind) String() string { return typoKindNames[k] }

// typoKindNamesFR name the kinds in French reasons, after "typosquatting par".
var typoKindNamesFR = [len(typoKindNames)]string{
	"", "ajout", "inversion de bit", "homoglyphe", "trait d'union", "insertion", "omission",
	"répétition", "remplacement", "sous-domaine", "inversion", "échange de voyelle", "double modification", "troncature",
}

// french returns the French name of k.
func (k typoKind) french() string { return typoKindNamesFR[k] }

// typoThreshold is the edit distance allowed for a brand label of length n.
func typoThreshold(n int) int {
	switch {
	case n >= longTypoLen:
		return 2
	case n >= minTypoLen:
		return 1
	}
	return 0
}

func (p *phishTables) buildTypoIndex() {
	lists := map[uint64][]int32{} // variant hash -> labels
	p.typoLabelIdx = make(map[string]int32, len(p.typoLabels))
	var buf []byte
	add := func(h uint64, li int32) {
		for _, x := range lists[h] {
			if x == li {
				return
			}
		}
		lists[h] = append(lists[h], li)
	}
	p.truncStarts = map[string][]int32{}
	for li, l := range p.typoLabels {
		p.typoLabelIdx[l] = int32(li)
		if len(l) >= minTruncLabel && p.typoWordSuffix[li] == "" && lettersOnly(l) {
			p.truncStarts[l[:truncMin]] = append(p.truncStarts[l[:truncMin]], int32(li))
		}
		p.maxTypoLen = max(p.maxTypoLen, len(l))
		if typoThreshold(len(l)) >= 2 {
			p.longMasks = append(p.longMasks, letterMask([]byte(l)))
		}
		add(xxhash.Sum64String(l), int32(li))
		for i := 0; i < len(l); i++ {
			buf = append(append(buf[:0], l[:i]...), l[i+1:]...)
			add(xxhash.Sum64(buf), int32(li))
			if typoThreshold(len(l)) < 2 {
				continue
			}
			for j := i + 1; j < len(l); j++ {
				buf = append(append(append(buf[:0], l[:i]...), l[i+1:j]...), l[j+1:]...)
				add(xxhash.Sum64(buf), int32(li))
			}
		}
	}
	// Flatten the lists: each is its length, then its labels, in typoCands.
	at := make(map[uint64]int32, len(lists))
	p.typoCands = p.typoCands[:0]
	for h, l := range lists {
		at[h] = int32(len(p.typoCands))
		p.typoCands = append(p.typoCands, int32(len(l)))
		p.typoCands = append(p.typoCands, l...)
	}
	p.typoIndex = newKeyIndex(at)
}

// typoLabelsOf returns the indexes in typoLabels of the brand labels that have the
// deletion variant of hash h.
func (p *phishTables) typoLabelsOf(h uint64) []int32 {
	i := p.typoIndex.get(h)
	if i < 0 {
		return nil
	}
	return p.typoCands[i+1 : i+1+p.typoCands[i]]
}

// letterMask is the set of letters and digits in s, one bit each.
func letterMask(s []byte) uint64 {
	var m uint64
	for _, c := range s {
		switch {
		case c >= 'a' && c <= 'z':
			m |= 1 << (c - 'a')
		case c >= '0' && c <= '9':
			m |= 1 << (26 + c - '0')
		}
	}
	return m
}

// nearLongLabel is a cheap filter before the two-edit lookups: two edits change at
// most two letters of the set, so some long brand label must differ from c by at
// most two letters each way.
func (p *phishTables) nearLongLabel(c []byte) bool {
	m := letterMask(c)
	for _, lm := range p.longMasks {
		if bits.OnesCount64(lm&^m) <= 2 && bits.OnesCount64(m&^lm) <= 2 {
			return true
		}
	}
	return false
}

// typoMatch is a host label found close to a brand label.
type typoMatch struct {
	label int32 // index in typoLabels
	dist  int
	kind  typoKind
}

// findTypo looks c up in the deletion index and returns the closest brand label
// within its threshold, other than c itself. buf is scratch memory.
func (p *phishTables) findTypo(c []byte, buf []byte) (typoMatch, []byte) {
	best := typoMatch{label: -1, dist: 99}
	// A candidate more than two characters longer than every brand label cannot match.
	if len(c) < minTypoLen || len(c) > p.maxTypoLen+2 {
		return best, buf
	}
	// A word of the dictionary is that word, not a misspelt brand: channel, not
	// Chanel; apply, not Apple.
	if p.isWord(c) {
		return best, buf
	}
	check := func(h uint64) {
		for _, li := range p.typoLabelsOf(h) {
			l := p.typoLabels[li]
			if l == string(c) {
				continue
			}
			th := typoThreshold(len(l))
			d := osaDistance(c, l, th)
			if d == 1 && len(c)+1 == len(l) && string(c) == l[1:] {
				continue // the brand minus its first letter is often a word: cdiscount, discount
			}
			if d <= th && d < best.dist {
				best = typoMatch{label: li, dist: d}
			}
		}
	}
	check(xxhash.Sum64(c))
	two := len(c) >= longTypoLen-2 && p.nearLongLabel(c)
	for i := 0; i < len(c); i++ {
		buf = append(append(buf[:0], c[:i]...), c[i+1:]...)
		check(xxhash.Sum64(buf))
		if !two {
			continue
		}
		for j := i + 1; j < len(c); j++ {
			buf = append(append(append(buf[:0], c[:i]...), c[i+1:j]...), c[j+1:]...)
			check(xxhash.Sum64(buf))
		}
	}
	if best.label >= 0 {
		best.kind = classifyTypo(c, p.typoLabels[best.label], best.dist)
	}
	return best, buf
}

// osaDistance is the optimal string alignment distance between a and b (Levenshtein
// plus adjacent transpositions), or max+1 when it exceeds max.
func osaDistance(a []byte, b string, max int) int {
	if d := len(a) - len(b); d > max || -d > max {
		return max + 1
	}
	if len(a) > maxTypoLen || len(b) > maxTypoLen {
		return max + 1
	}
	var rows [3][maxTypoLen + 1]int
	prev2, prev, cur := &rows[0], &rows[1], &rows[2]
	for j := 0; j <= len(b); j++ {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		rowMin := i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			v := min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				v = min(v, prev2[j-2]+1)
			}
			cur[j] = v
			rowMin = min(rowMin, v)
		}
		if rowMin > max {
			return max + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// classifyTypo names how c was derived from the brand label l at distance d.
func classifyTypo(c []byte, l string, d int) typoKind {
	if d != 1 {
		return typoTwoEdits
	}
	switch {
	case len(c) == len(l)+1:
		// One character added: where, and is it a doubled letter?
		i := 0
		for i < len(l) && c[i] == l[i] {
			i++
		}
		switch {
		case i > 0 && c[i] == c[i-1]:
			return typoRepetition
		case i == len(l):
			return typoAddition
		}
		return typoInsertion
	case len(c)+1 == len(l):
		return typoOmission
	}
	i := 0
	for i < len(c) && c[i] == l[i] {
		i++
	}
	if i+1 < len(c) && c[i] == l[i+1] && c[i+1] == l[i] && string(c[i+2:]) == l[i+2:] {
		return typoTransposition
	}
	x, y := c[i], l[i]
	switch {
	case isVowel(x) && isVowel(y):
		return typoVowelSwap
	case x^y != 0 && (x^y)&(x^y-1) == 0:
		return typoBitsquatting
	}
	return typoReplacement
}

func isVowel(c byte) bool {
	switch c {
	case 'a', 'e', 'i', 'o', 'u', 'y':
		return true
	}
	return false
}
