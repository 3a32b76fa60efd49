package engine

import (
	"bufio"
	"fmt"
	"io/fs"
	"math/bits"
	"strings"
)

// The semantic layer: similarity of a text to known scam texts, estimated by MinHash
// over word-bigram shingles of the tokenized text (numbers, URLs, phone numbers
// already replaced by placeholders, so two copies of a template with different
// numbers are identical). Candidates come from locality-sensitive hashing: the
// signature is cut into bands, and texts sharing one band are compared in full.
// The index is seeded from text/semantic_seed.tsv and grows with addKnownText; it
// is immutable once published and replaced whole (copy-on-write) behind an atomic
// pointer, so readers never lock.

const (
	sigSize  = 32 // MinHash values per signature, a multiple of 4 (sign)
	bandRows = 2  // values per LSH band
	numBands = sigSize / bandRows
	// maxCandidates bounds the full comparisons per text.
	maxCandidates = 96
	// minShingles is the smallest number of shingles worth comparing: shorter texts
	// ("waiting for your call") match scams by chance.
	minShingles = 5
)

// signature is the MinHash of a text.
type signature [sigSize]uint32

// sigSeeds salt the one hash per shingle into sigSize hashes: value k of shingle
// h is the top half of mix64(h ^ sigSeeds[k]).
var sigSeeds = func() (s [sigSize]uint64) {
	x := uint64(0x2545F4914F6CDD1D)
	for i := range s {
		x = mix64(x + 0x9e3779b97f4a7c15)
		s[i] = x
	}
	return s
}()

// sigSeedsShifted are the seeds through mix64's first step, s ^ s>>30. That step
// distributes over xor, (h^s) ^ (h^s)>>30 = (h ^ h>>30) ^ (s ^ s>>30), so
// mix64(h ^ s) = mix64Tail((h ^ h>>30) ^ (s ^ s>>30)): sign takes the step once
// per shingle instead of once per value. sign computes four values per pass.
var sigSeedsShifted = func() (s [sigSize]uint64) {
	for i, x := range sigSeeds {
		s[i] = x ^ x>>30
	}
	return s
}()

// semIndex is one immutable snapshot of the known scam texts.
type semIndex struct {
	sigs  []signature
	types []ScamType
	// bands maps a band key (band number and its values) to the texts having it.
	bands map[uint64][]int32
	// filter is over the keys of bands: most band keys of a text are not there.
	filter keyFilter
}

// setFilter builds x.filter from the keys of x.bands.
func (x *semIndex) setFilter() {
	x.filter = newKeyFilter(len(x.bands))
	for k := range x.bands {
		x.filter.add(k)
	}
}

func bandKey(sig *signature, b int) uint64 {
	return combineHash(uint64(b)+1, uint64(sig[b*bandRows])<<32|uint64(sig[b*bandRows+1]))
}

// maxSignTokens is how many tokens of a text its signature covers: its opening
// (a few kilobytes), where a copied scam shows; the rest of a long e-mail (quoted
// replies, footers) would only dilute the resemblance and cost time. Known texts
// and checked texts are signed alike.
const maxSignTokens = 512

// sign computes the signature of the tokens in s; false when the text is too short.
func (s *textScratch) sign(sig *signature) bool {
	if len(s.toks) < minShingles+1 {
		return false
	}
	toks := s.toks[:min(len(s.toks), maxSignTokens)]
	hs := s.shingles[:0]
	for i := 1; i < len(toks); i++ {
		h := combineHash(toks[i-1].h, toks[i].h)
		hs = append(hs, h^h>>30)
	}
	s.shingles = hs
	if len(hs) >= minDedupeShingles {
		hs = s.dedupeShingles(hs)
	}
	signShingles(sig, hs)
	return true
}

// minDedupeShingles is the number of shingles from which sign drops repeated
// ones before signing. A value of the signature is a minimum over the shingles,
// which a repeated shingle does not change, so the signature stays the same; but
// signing costs 32 hashes per shingle, and a long e-mail repeats its phrases (a
// statement's lines, a newsletter's items: numbers are placeholders), so that it
// often has a few dozen distinct shingles among hundreds. A short text (an SMS)
// seldom repeats one: it is signed as it is.
const minDedupeShingles = 64

// dedupeShingles returns the distinct values of hs, in hs's memory (in the order
// of their first occurrence), through an open-addressing set in s.shingleSet. The
// values are already mixed (combineHash), so their low bits index the set.
func (s *textScratch) dedupeShingles(hs []uint64) []uint64 {
	size := 1 << bits.Len(uint(2*len(hs))) // a power of two above twice len(hs)
	if cap(s.shingleSet) < size {
		s.shingleSet = make([]uint64, size)
	}
	set := s.shingleSet[:size]
	clear(set)
	mask := uint64(size - 1)
	out := hs[:0]
	zero := false // 0 marks a free slot of the set: the value 0 is tracked apart
	for _, h := range hs {
		if h == 0 {
			if !zero {
				zero = true
				out = append(out, h)
			}
			continue
		}
		i := h & mask
		for set[i] != 0 && set[i] != h {
			i = (i + 1) & mask
		}
		if set[i] == 0 {
			set[i] = h
			out = append(out, h)
		}
	}
	return out
}

// signShinglesGo sets value k of sig to the least top32(mix64(h ^ sigSeeds[k])) over
// the shingle hashes, given through mix64's first step (h ^ h>>30) in hs.
// signShingles calls it, or on amd64 with AVX-512 the same in assembly
// (sign_amd64.go), 6-7 times faster.
//
// Each pass over hs computes four values kept in registers: the four multiply
// chains run in parallel, and the minimum is a conditional move, not a branch
// mispredicted each time a new minimum appears. In a function of its own, apart
// from sign's variables, the loop's variables stay in registers. Against one pass
// per shingle over the 32 values, BenchmarkSign on a 160-character SMS went from
// 1.3 µs to 0.75 µs on an idle machine (1.5 to 1.3 µs when another thread shares
// the core's multipliers).
func signShinglesGo(sig *signature, hs []uint64) {
	for k := 0; k < sigSize; k += 4 {
		s0, s1, s2, s3 := sigSeedsShifted[k], sigSeedsShifted[k+1], sigSeedsShifted[k+2], sigSeedsShifted[k+3]
		m0, m1, m2, m3 := ^uint32(0), ^uint32(0), ^uint32(0), ^uint32(0)
		for _, h := range hs {
			m0 = min(m0, uint32(mix64Tail(h^s0)>>32)) // mix64(h ^ sigSeeds[k])
			m1 = min(m1, uint32(mix64Tail(h^s1)>>32))
			m2 = min(m2, uint32(mix64Tail(h^s2)>>32))
			m3 = min(m3, uint32(mix64Tail(h^s3)>>32))
		}
		sig[k], sig[k+1], sig[k+2], sig[k+3] = m0, m1, m2, m3
	}
}

// with returns a copy of x with one more text.
func (x *semIndex) with(sig *signature, st ScamType) *semIndex {
	n := &semIndex{
		sigs:  make([]signature, len(x.sigs), len(x.sigs)+1),
		types: make([]ScamType, len(x.types), len(x.types)+1),
		bands: make(map[uint64][]int32, len(x.bands)+numBands),
	}
	copy(n.sigs, x.sigs)
	copy(n.types, x.types)
	for k, v := range x.bands {
		n.bands[k] = v // shared: lists are never appended to in place
	}
	id := int32(len(n.sigs))
	n.sigs = append(n.sigs, *sig)
	n.types = append(n.types, st)
	for b := 0; b < numBands; b++ {
		k := bandKey(sig, b)
		old := n.bands[k]
		l := make([]int32, len(old), len(old)+1)
		copy(l, old)
		n.bands[k] = append(l, id)
	}
	n.setFilter()
	return n
}

// loadSemantic reads text/semantic_seed.tsv: scam type, tab, text.
func (t *textTables) loadSemantic(fsys fs.FS) error {
	f, err := fsys.Open("text/semantic_seed.tsv")
	if err != nil {
		return err
	}
	defer f.Close()
	x := &semIndex{bands: make(map[uint64][]int32, 4096)}
	var s textScratch
	var sig signature
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	line := 0
	for sc.Scan() {
		line++
		l := sc.Text()
		if l == "" || l[0] == '#' {
			continue
		}
		typ, text, ok := strings.Cut(l, "\t")
		st, ok2 := ParseScamType(typ)
		if !ok || !ok2 {
			return fmt.Errorf("cannot parse text/semantic_seed.tsv line %d", line)
		}
		s.tokenize([]byte(text))
		if !s.sign(&sig) {
			continue
		}
		id := int32(len(x.sigs))
		x.sigs = append(x.sigs, sig)
		x.types = append(x.types, st)
		for b := 0; b < numBands; b++ {
			k := bandKey(&sig, b)
			x.bands[k] = append(x.bands[k], id)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("cannot read text/semantic_seed.tsv: %w", err)
	}
	x.setFilter()
	t.sem.Store(x)
	return nil
}

// addKnownText adds a confirmed scam text to the semantic index (snapshot swap).
func (t *textTables) addKnownText(norm []byte, st ScamType) {
	var s textScratch
	s.tokenize(norm)
	var sig signature
	if !s.sign(&sig) {
		return
	}
	if st == ScamNone {
		st = ScamOther
	}
	t.semMu.Lock()
	defer t.semMu.Unlock()
	old := t.sem.Load()
	if old == nil {
		old = &semIndex{}
	}
	t.sem.Store(old.with(&sig, st))
}

// removeKnownText withdraws a text added by addKnownText (its confirmation was
// undone): entries with its exact signature stop matching. The entry stays in
// place, typed ScamNone, so ids and bands are shared with the previous snapshot.
func (t *textTables) removeKnownText(norm []byte) {
	var s textScratch
	s.tokenize(norm)
	var sig signature
	if !s.sign(&sig) {
		return
	}
	t.semMu.Lock()
	defer t.semMu.Unlock()
	old := t.sem.Load()
	if old == nil {
		return
	}
	var n *semIndex
	for _, id := range old.bands[bandKey(&sig, 0)] {
		if old.sigs[id] != sig || old.types[id] == ScamNone {
			continue
		}
		if n == nil {
			n = &semIndex{sigs: old.sigs, bands: old.bands, filter: old.filter, types: append([]ScamType(nil), old.types...)}
		}
		n.types[id] = ScamNone
	}
	if n != nil {
		t.sem.Store(n)
	}
}

// nearest finds the most similar known text: its similarity (0-1) and type.
func (x *semIndex) nearest(s *textScratch) (sim float32, st ScamType) {
	sig := &s.sig
	s.cand = s.cand[:0]
	for b := 0; b < numBands && len(s.cand) < maxCandidates; b++ {
		k := bandKey(sig, b)
		if !x.filter.mayHave(k) {
			continue
		}
		for _, id := range x.bands[k] {
			if len(s.cand) >= maxCandidates {
				break
			}
			s.cand = append(s.cand, id)
		}
	}
	// A text found through several bands is compared once: s.seen has a bit per
	// text of the index, set for those compared, and cleared again on the way out.
	if words := (len(x.sigs) + 63) / 64; len(s.seen) < words {
		s.seen = make([]uint64, words)
	}
	best, bestID := 0, int32(-1)
	for _, id := range s.cand {
		bit := uint64(1) << (id % 64)
		if s.seen[id/64]&bit != 0 || x.types[id] == ScamNone { // ScamNone: withdrawn by removeKnownText
			continue
		}
		s.seen[id/64] |= bit
		o := &x.sigs[id]
		n := 0
		for k := range sig {
			if sig[k] == o[k] {
				n++
			}
		}
		if n > best {
			best, bestID = n, id
		}
	}
	for _, id := range s.cand {
		s.seen[id/64] = 0
	}
	if bestID < 0 {
		return 0, ScamNone
	}
	return float32(best) / sigSize, x.types[bestID]
}

// Semantic thresholds: below semMinSim a match says nothing; from semStrongSim the
// text is a near copy of a known scam.
const (
	semMinSim    = 0.40
	semStrongSim = 0.75
)

// layerSemantic judges what the text means: the evidence model over what it asks,
// under what pretext, and its genuine markers (evidencemodel.go), and its
// similarity to the known scam texts. The layer's opinion is the stronger of the two.
func (e *Engine) layerSemantic(res *Result, l *Layer) {
	t := &e.text
	if !isText(res.Type) {
		return
	}
	s := t.prepareText(res)
	l.Ran = true
	e.layerEvidence(res, l, s)
	e.similarity(res, l, s)
	if len(l.Details) == 0 {
		// No evidence model (a test engine) and nothing similar.
		l.AddDetail("no scam evidence or known scam text found")
	}
}

// similarity sets the semantic layer's opinion from the nearest known scam text,
// when it is similar enough.
func (e *Engine) similarity(res *Result, l *Layer, s *textScratch) {
	x := e.text.sem.Load()
	if x == nil {
		return
	}
	if !s.sign(&s.sig) {
		return
	}
	sim, st := x.nearest(s)
	s.semSim = sim
	if sim < semMinSim {
		return
	}
	if sim < semStrongSim && s.ev.kinds&evGenuine != 0 {
		// Partly like a known scam, with what genuine notices say: the carrier's
		// "You have 1 new voicemail. Call 121" shares its words with the lure
		// that names a premium number. Only a near copy outweighs the evidence.
		return
	}
	// 40% similar: risk 55; 75%: 85; identical: 95.
	risk := 55 + int((sim-semMinSim)/(semStrongSim-semMinSim)*30+0.5)
	if risk > 95 {
		risk = 95
	}
	conf := 0.45 + 0.5*float64(sim)
	stronger := risk > l.RiskScore
	if stronger {
		l.RiskScore, l.Confidence = risk, float64(int(conf*100+0.5))/100
	}
	if stronger || sim >= semStrongSim {
		l.ScamType = st // a near copy of a known scam is that scam
	}
	b := l.StartDetail()
	b = appendPercent(b, sim)
	b = append(b, " similar to a known "...)
	b = append(b, st.String()...)
	b = append(b, " scam"...)
	l.Details = b

	rb := res.ReasonBuf()
	if res.s.lang == LangFR {
		rb = append(rb, "🔁 Ressemble à "...)
		rb = appendPercentFR(rb, sim)
		rb = append(rb, " à un message d'arnaque connu ("...)
		rb = append(rb, scamTypeLabel(st, LangFR)...)
		rb = append(rb, ')')
	} else {
		rb = append(rb, "🔁 "...)
		rb = appendPercent(rb, sim)
		rb = append(rb, " similar to a known "...)
		rb = append(rb, scamTypeLabel(st, LangEN)...)
		rb = append(rb, " message"...)
	}
	res.CommitReason(rb)
}
