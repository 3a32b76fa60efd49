package engine

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io/fs"
	"strings"
)

// The dictionary: words of English and Spanish (Debian's permissive word lists,
// folded to a-z by scripts/genwords), so that the shape checks of host names can
// tell a name joined from words (maplestreetflorist, smith-family-dentistry)
// from a machine-made one (trpeiprzak, xkqzvbw).

// maxCompoundLen is the longest label wordCompound splits: a DNS label's limit.
const maxCompoundLen = 63

// loadDictionary reads dictionary.bin: header lines starting with '#', then a gzip
// stream of front-coded words, one a line: a first character 'A'+n keeps the first n
// letters of the word before, the rest of the line follows them.
func (p *phishTables) loadDictionary(fsys fs.FS, name string) error {
	raw, err := fs.ReadFile(fsys, name)
	if err != nil {
		return fmt.Errorf("cannot open %s: %w", name, err)
	}
	for len(raw) > 0 && raw[0] == '#' {
		nl := bytes.IndexByte(raw, '\n')
		if nl < 0 {
			return fmt.Errorf("%s: no word list after the header", name)
		}
		raw = raw[nl+1:]
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	size := 0
	if len(raw) >= 4 {
		size = int(binary.LittleEndian.Uint32(raw[len(raw)-4:])) // gzip's ISIZE
	}
	buf := bytes.NewBuffer(make([]byte, 0, min(size, 64<<20)+1))
	if _, err := buf.ReadFrom(zr); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	text := buf.Bytes()
	// The words, sorted, one after the other in one string.
	var all strings.Builder // its String does not copy
	all.Grow(len(text))
	ends := make([]int32, 0, bytes.Count(text, []byte{'\n'})+1)
	var word []byte
	prevLen := 0
	for line := 1; len(text) > 0; line++ {
		nl := bytes.IndexByte(text, '\n')
		if nl < 0 {
			nl = len(text)
		}
		b := text[:nl]
		text = text[min(nl+1, len(text)):]
		if len(b) < 1 || b[0] < 'A' || int(b[0]-'A') > len(word) {
			return fmt.Errorf("%s: line %d: bad prefix length", name, line)
		}
		word = append(word[:b[0]-'A'], b[1:]...)
		if len(word) < 2 || len(word) > maxCompoundLen {
			return fmt.Errorf("%s: line %d: word %q: want 2 to %d letters", name, line, word, maxCompoundLen)
		}
		for _, c := range word {
			if c < 'a' || c > 'z' {
				return fmt.Errorf("%s: line %d: word %q: want a-z", name, line, word)
			}
		}
		if len(ends) > 0 && string(word) <= all.String()[all.Len()-prevLen:] {
			return fmt.Errorf("%s: line %d: word %q out of order", name, line, word)
		}
		all.Write(word)
		ends = append(ends, int32(all.Len()))
		prevLen = len(word)
	}
	p.dict = dictionary{words: all.String(), ends: ends}
	if len(ends) < 1000 {
		return fmt.Errorf("%s: only %d words", name, len(ends))
	}
	p.dict.indexPrefixes()
	return nil
}

// wordCompound reports whether every hyphen part of label splits wholly into words of
// the dictionary (birchwoodcraftsman, brightsmilesortho): a name people
// made, not a generated one. Parts with a digit or any byte but a-z do not split.
// Words have three letters or more, or are among the few two-letter words the
// dictionary keeps ("de", "la", "my", "of"...). It does not allocate.
func (p *phishTables) wordCompound(label []byte) bool {
	if len(label) == 0 || len(label) > maxCompoundLen || len(p.dict.ends) == 0 {
		return false
	}
	start := 0
	for i := 0; i <= len(label); i++ {
		if i == len(label) || label[i] == '-' {
			if !p.wordSplit(label[start:i]) {
				return false
			}
			start = i + 1
		}
	}
	return true
}

// dictionary is a sorted word list in one string: word k is words[ends[k-1]:ends[k]]
// (from 0 for k = 0). Its words with a given prefix are consecutive, so a split walks
// it like a trie, narrowing a range letter by letter, and stops as soon as no word
// starts with the letters read: no hashing, no allocation, little memory (one string
// and one offset a word).
type dictionary struct {
	words string
	ends  []int32
	first [26][2]int32     // [lo, hi) of the words starting with a letter
	pair  [26][26][2]int32 // [lo, hi) of the words starting with two letters
}

// indexPrefixes fills d.first and d.pair: the ranges of words by first letter and
// by first two letters, the two widest narrowings of every split, made lookups.
func (d *dictionary) indexPrefixes() {
	extend := func(r *[2]int32, k int) {
		if r[1] == 0 {
			r[0] = int32(k)
		}
		r[1] = int32(k) + 1
	}
	for k := range d.ends {
		w := d.at(k) // two letters or more (loadDictionary)
		extend(&d.first[w[0]-'a'], k)
		extend(&d.pair[w[0]-'a'][w[1]-'a'], k)
	}
}

// at returns word k.
func (d *dictionary) at(k int) string {
	start := int32(0)
	if k > 0 {
		start = d.ends[k-1]
	}
	return d.words[start:d.ends[k]]
}

// narrow returns the part of [lo, hi) whose words have c at index pos, given that all
// of them share their first pos letters (a word of exactly pos letters sorts first).
func (d *dictionary) narrow(lo, hi, pos int, c byte) (int, int) {
	// First word whose letter pos is >= c, then first whose letter pos is > c.
	a, b := lo, hi
	for a < b {
		m := int(uint(a+b) >> 1)
		if w := d.at(m); len(w) <= pos || w[pos] < c {
			a = m + 1
		} else {
			b = m
		}
	}
	first := a
	b = hi
	for a < b {
		m := int(uint(a+b) >> 1)
		if w := d.at(m); len(w) <= pos || w[pos] <= c {
			a = m + 1
		} else {
			b = m
		}
	}
	return first, a
}

// wordSplit reports whether part (at most maxCompoundLen bytes) is one word of the
// dictionary or several joined.
func (p *phishTables) wordSplit(part []byte) bool {
	var ok [maxCompoundLen + 1]bool
	return p.splits(part, &ok)
}

// splits reports whether part (at most maxCompoundLen bytes of a-z) splits wholly
// into dictionary words, and sets ok[i] when part[:i] does.
func (p *phishTables) splits(part []byte, ok *[maxCompoundLen + 1]bool) bool {
	n := len(part)
	if n < 2 || n > maxCompoundLen {
		return false
	}
	for _, c := range part {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	d := &p.dict
	ok[0] = true
	for j := 0; j < n; j++ {
		if !ok[j] {
			continue
		}
		var lo, hi int
		for i := j; i < n; i++ {
			switch i - j {
			case 0:
				r := d.first[part[i]-'a']
				lo, hi = int(r[0]), int(r[1])
			case 1:
				r := d.pair[part[j]-'a'][part[i]-'a']
				lo, hi = int(r[0]), int(r[1])
			default:
				lo, hi = d.narrow(lo, hi, i-j, part[i])
			}
			if lo >= hi {
				break // no word starts with part[j:i+1]
			}
			if len(d.at(lo)) == i+1-j {
				ok[i+1] = true
			}
		}
	}
	return ok[n]
}

// isWord reports whether part is one word of the dictionary, not several joined.
func (p *phishTables) isWord(part []byte) bool {
	n := len(part)
	if n < 2 || n > maxCompoundLen || len(p.dict.ends) == 0 {
		return false
	}
	for _, c := range part {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	d := &p.dict
	r := d.pair[part[0]-'a'][part[1]-'a']
	lo, hi := int(r[0]), int(r[1])
	for i := 2; i < n && lo < hi; i++ {
		lo, hi = d.narrow(lo, hi, i, part[i])
	}
	return lo < hi && len(d.at(lo)) == n
}

// wordyRun reports whether a run of letters is a name people write, not one of the
// bulk names made of bait words: it holds no scam word of words.tsv (five letters or
// more, shop words aside: "notice" in warningnoticemarketstorm, "wallet", "verif",
// "support"), and it is joined from dictionary words (birdingnorfolkcoast,
// maplestreetflorist), or its words, at its start and at its end, cover half of it
// or more around one name the dictionary lacks (hikingthecotswolds).
func (p *phishTables) wordyRun(run []byte) bool {
	for _, w := range p.baitSubstrings {
		if containsString(run, w) {
			return false
		}
	}
	var ok [maxCompoundLen + 1]bool
	if p.splits(run, &ok) {
		return true
	}
	if len(run) > maxCompoundLen {
		return false
	}
	head := 0 // the longest start that splits into words
	for i := len(run) - 1; i > 0; i-- {
		if ok[i] {
			head = i
			break
		}
	}
	tail := 0 // the longest end after it that does
	for k := head + 1; k < len(run)-1; k++ {
		if p.wordSplit(run[k:]) {
			tail = len(run) - k
			break
		}
	}
	return 2*(head+tail) >= len(run)
}
