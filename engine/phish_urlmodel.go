package engine

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io/fs"
	"math"
	"slices"
)

// urlModel scores how much a whole link reads like a phishing link: a logistic
// regression over hashed lexical features of its host name and path (urlFeats),
// trained by scripts/genurlmodel on the polkadot-js deny list, phishing URLs
// generated from kit patterns, and the benign train lists. The top-level domain,
// the hosting platform's name and the scheme are left out on purpose: the rules
// score them, and the 2014 benign lists would teach the model that new TLDs and
// plain http are phishing.
//
// The model's logit z and the rules' risk r then combine into one score for the
// link's class (a registered domain without a path, with one, or a name on a
// hosting platform): s = ruleW·logit(r) + modelW·z + bias, a logistic regression
// fitted on out-of-fold logits, since the rules and the model read some of the
// same words. Knots turn s into risk points: the generator sets them where given
// shares of the class's held-out benign train links score, so that the model
// makes at most that share of them suspect (its false-positive budget).
type urlModel struct {
	shift   uint32 // 32 - bits
	bias    float32
	scale   float32
	weights []int8
	classes [numURLClasses]urlClass
}

// URL classes: how a link is judged by the combination.
const (
	urlRegistered     = iota // a registered domain, no path
	urlRegisteredPath        // a registered domain with a path
	urlHosted                // a name on a hosting, dynamic-DNS or tunnel platform
	numURLClasses
)

// urlClass is the combination of one class of links.
type urlClass struct {
	ruleW, modelW, bias float32
	knots               []urlKnot // by ascending score and points
}

// urlKnot: a score s gives pts risk points.
type urlKnot struct{ s, pts float32 }

// URL-model file: "SCUL", version 1, bits (uint32), bias and scale (float32);
// per class: ruleW, modelW, bias (float32), the number of knots (uint32), each
// knot's score and points (float32); then 1<<bits int8 weights; all little endian.
func loadURLModel(fsys fs.FS, name string) (*urlModel, error) {
	b, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, err
	}
	bad := func(what string, args ...any) (*urlModel, error) {
		return nil, fmt.Errorf("cannot decode %s: %s", name, fmt.Sprintf(what, args...))
	}
	if len(b) < 20 || string(b[:4]) != "SCUL" || binary.LittleEndian.Uint32(b[4:]) != 1 {
		return bad("bad header")
	}
	off := 8
	u32 := func() uint32 {
		if off+4 > len(b) {
			off = len(b) + 1
			return 0
		}
		off += 4
		return binary.LittleEndian.Uint32(b[off-4:])
	}
	f32 := func() float32 { return math.Float32frombits(u32()) }
	bits := u32()
	if bits < 8 || bits > 24 {
		return bad("%d bits", bits)
	}
	m := &urlModel{shift: 32 - bits, bias: f32(), scale: f32()}
	for c := range m.classes {
		cl := &m.classes[c]
		cl.ruleW, cl.modelW, cl.bias = f32(), f32(), f32()
		nk := int(u32())
		if nk < 2 || nk > 64 {
			return bad("class %d: %d knots", c, nk)
		}
		cl.knots = make([]urlKnot, nk)
		for i := range cl.knots {
			k := &cl.knots[i]
			k.s, k.pts = f32(), f32()
			if k.pts < 0 || k.pts > ptsURLModelMax || i > 0 && (k.s <= cl.knots[i-1].s || k.pts < cl.knots[i-1].pts) {
				return bad("class %d: knot %d (%v, %v) out of order", c, i, k.s, k.pts)
			}
		}
	}
	if off > len(b) || len(b)-off != 1<<bits {
		return bad("%d bytes of weights for %d bits", len(b)-off, bits)
	}
	m.weights = make([]int8, 1<<bits)
	for i, c := range b[off:] {
		m.weights[i] = int8(c)
	}
	return m, nil
}

// peoplesPlatform reports whether v is a page of a code forge's or documentation
// platform's account (github.io, readthedocs.io) or of a blog or site-builder
// platform where people and small businesses publish (peoplesPlatforms), not of
// an app-hosting service whose free subdomains the kits rent by the thousand.
func peoplesPlatform(v *urlView) bool {
	return v.kind == hostingAccounts || slices.Contains(peoplesPlatforms[:], string(v.platform))
}

// peoplesPlatforms are the blog and site-builder platforms of peoplesPlatform.
var peoplesPlatforms = [...]string{"blogspot.com", "wordpress.com", "wixsite.com", "squarespace.com", "square.site",
	"carrd.co", "myshopify.com", "substack.com", "notion.site", "framer.website", "codeberg.page", "sourceforge.io"}

// hostedNeutralMax bounds the URL model's points for a free-hosted page on which
// the rules found nothing but the platform: below suspect.
const hostedNeutralMax = 30

// ptsURLModelMax bounds the points of the URL model: it can make a link suspect,
// never dangerous (scam) on its own; that takes a finding a person can check.
const ptsURLModelMax = 60

// points returns the risk points of a link of class c whose rules' risk is r and
// model logit z: the combination's score, interpolated between the class's knots.
func (m *urlModel) points(c, r int, z float32) int {
	cl := &m.classes[c]
	s := cl.ruleW*riskLogit(r) + cl.modelW*z + cl.bias
	k := cl.knots
	if s <= k[0].s {
		return int(k[0].pts + 0.5)
	}
	for i := 1; i < len(k); i++ {
		if s < k[i].s {
			t := (s - k[i-1].s) / (k[i].s - k[i-1].s)
			return int(k[i-1].pts + t*(k[i].pts-k[i-1].pts) + 0.5)
		}
	}
	return int(k[len(k)-1].pts + 0.5)
}

// riskLogit is the log-odds of a risk r in 0-100, kept finite at 0 and 100.
func riskLogit(r int) float32 { return riskLogits[min(max(r, 0), 100)] }

// riskLogits holds riskLogit's values: log(p / (1-p)) with p = (r + 0.5) / 101.
var riskLogits = func() (t [101]float32) {
	for r := range t {
		p := (float64(r) + 0.5) / 101
		t[r] = float32(math.Log(p / (1 - p)))
	}
	return t
}()

// checkURLModel scores the link with the URL model over the rules' risk so far,
// and lifts the risk to the points of the combination when they are higher,
// naming the words that weighed most.
//
// With name (and without rendering) the weight of the host name's features is
// kept there and read again for another link on the same host: the score is a sum
// of the name's weights and the path's.
func (e *Engine) checkURLModel(a *urlAcc, v *urlView, name *modelName) {
	m := e.phish.urls
	r := a.risk()
	if m == nil || r >= 31 || a.ownService {
		// The rules find the link suspect: the model adds nothing they need. Or
		// a bank's own domain: "bank" in its name is what the model learned from
		// kits' names, not evidence against a host that is one.
		return
	}
	f := urlFeats{w: m.weights, shift: m.shift, skip: e.phish.ruleWords, dict: &e.phish, explain: a.render}
	switch {
	case name == nil || a.render:
		f.extract(v)
	case name.ok:
		f.sum = name.sum
		f.pathFeatures(v.path)
	default:
		f.nameFeatures(v)
		*name = modelName{sum: f.sum, ok: true}
		f.pathFeatures(v.path)
	}
	z := m.bias + m.scale*float32(f.sum)
	pts := m.points(v.class(), r, z)
	if v.class() == urlHosted && a.groups&^groupHosting == 0 && a.findings <= 1 && peoplesPlatform(v) {
		// A page on a platform of people's sites with nothing found in its name
		// or path but the platform: a bakery on wixsite.com, a project's docs on
		// github.io, a recipe blog on blogspot.com. The model reads it as the
		// kits' pages it learned from, whose names it cannot tell from people's
		// (its training has few genuine pages there); what is on the page decides
		// (a brand, a bait word, a login path, a random name), so the model alone
		// leaves it safe.
		pts = min(pts, hostedNeutralMax)
	}
	if pts <= r {
		return
	}
	a.modelPts = pts
	if !a.render {
		return
	}
	top := f.top()
	b := a.l.StartDetail()
	b = append(b, "URL model:"...)
	for _, s := range top {
		if s >= 0 {
			b = append(b, ' ')
			b = append(b, f.spanText(v, s)...)
		}
	}
	a.l.Details = b
	if pts < 31 || top[0] < 0 {
		return
	}
	rb := a.begin()
	lq, rq := "\"", "\""
	if a.fr {
		rb = rb.s("🧪 L'adresse se lit comme celles des liens d'hameçonnage (")
		lq, rq = "« ", " »"
	} else {
		rb = rb.s("🧪 The address reads like those of phishing links (")
	}
	for i, s := range top {
		if s < 0 {
			break
		}
		if i > 0 {
			rb = rb.s(", ")
		}
		rb = rb.s(lq).b(f.spanText(v, s)).s(rq)
	}
	a.end(rb.s(")"))
}

// modelName is the URL model's weight of a host name's features (urlFeats.sum
// after nameFeatures), once ok.
type modelName struct {
	sum int32
	ok  bool
}

// urlView is what the URL model reads of a link: name, the host without its public
// suffix or hosting platform and without leading "www." or service labels
// (newURLView); label, its last label
// (what the owner registered, or chose on the platform); subs, the labels before
// it; kind, the platform's; and the lower-case path, query and fragment.
type urlView struct {
	name, label, subs []byte
	kind              hostingKind
	path              []byte
	// platform is the hosting platform's domain for a hosted page (github.io), nil
	// otherwise.
	platform []byte
}

// class returns the link's class for the combination.
func (v *urlView) class() int {
	switch {
	case v.kind != hostingNone:
		return urlHosted
	case len(v.path) > 1:
		return urlRegisteredPath
	}
	return urlRegistered
}

// newURLView returns the view of u, whose host without suffix or platform is
// name, and whether the model applies (a named host). Leading subdomain labels
// that are words of the rules (secure., login., shop.) are left out with "www.":
// they are how sites name their own services, and the rules judge them.
func (p *phishTables) newURLView(u *URL, name []byte, kind hostingKind) (urlView, bool) {
	if u.IP != IPNone || len(u.Registrable) == 0 || len(name) == 0 {
		return urlView{}, false
	}
	for {
		dot := bytes.IndexByte(name, '.')
		if dot < 0 {
			break
		}
		if _, ok := p.ruleWords[string(name[:dot])]; !ok && string(name[:dot]) != "www" {
			break
		}
		name = name[dot+1:]
	}
	v := urlView{name: name, label: name, subs: name[:0], kind: kind, path: u.Path}
	if i := bytes.Index(u.Host, name); kind != hostingNone && i >= 0 && i+len(name)+1 < len(u.Host) {
		v.platform = u.Host[i+len(name)+1:]
	}
	if dot := lastIndexByte(name, '.'); dot >= 0 {
		v.label, v.subs = name[dot+1:], name[:dot]
	}
	return v, true
}

// Feature namespaces: the first byte hashed, so that one word in two places is
// two features.
const (
	nsGram       = iota + 1 // character 3- to 5-grams of "^name$"
	nsLabelWord             // a run of letters of the registered label
	nsSubWord               // a run of letters of a subdomain label
	nsNameDigits            // a run of digits of the name, by length
	nsNameShape             // the shape of the name
	nsPathWord              // a run of letters of the path
	nsPathShape             // the shape of the path
	nsPathRun               // a run of digits, or of letters and digits, of the path, by length
	nsExt                   // the extension of the last path segment
	nsQueryKey              // a query parameter's name
)

// maxURLSpans bounds the words the explanation tracks: name parts, then path words.
const maxURLSpans = 16

// urlSpan is a word of the name (path false) or of the path, and the weight of the
// features it gave.
type urlSpan struct {
	start, end uint16
	path       bool
	w          int32
}

// urlFeats computes the URL model's features. Scoring, it sums their weights (w)
// and, with explain, the weight each word of the link gave; collecting (for
// scripts/genurlmodel), it appends their hashes to out.
type urlFeats struct {
	w       []int8
	skip    map[string]struct{} // words the rules score (phishTables.ruleWords)
	dict    *phishTables        // its dictionary splits names (wordCompound)
	shift   uint32
	sum     int32
	collect bool
	out     []uint32
	explain bool
	spans   [maxURLSpans]urlSpan
	nSpans  int
}

func (f *urlFeats) add(h uint32, span int) {
	h = fmix32(h)
	if f.collect {
		f.out = append(f.out, h)
		return
	}
	w := int32(f.w[h>>f.shift])
	f.sum += w
	if f.explain && span >= 0 {
		f.spans[span].w += w
	}
}

// addShape adds the feature (ns, id, bucket).
func (f *urlFeats) addShape(ns, id byte, bucket int) {
	h := fnv32Add(fnv32Add(fnv32Add(fnv32Offset, ns), id), byte(bucket))
	f.add(h, -1)
}

// addWord adds the feature (ns, w) for the span.
func (f *urlFeats) addWord(ns byte, w []byte, span int) {
	if ns == nsLabelWord || ns == nsSubWord || ns == nsPathWord {
		if _, ok := f.skip[string(w)]; ok {
			return // the rules weigh it
		}
	}
	h := fnv32Add(fnv32Offset, ns)
	for _, c := range w {
		h = fnv32Add(h, c)
	}
	f.add(h, span)
}

// newSpan records a word for the explanation and returns its index, or -1.
func (f *urlFeats) newSpan(start, end int, path bool) int {
	if !f.explain || f.nSpans == maxURLSpans {
		return -1
	}
	f.spans[f.nSpans] = urlSpan{start: uint16(start), end: uint16(end), path: path}
	f.nSpans++
	return f.nSpans - 1
}

// top returns the indexes of the three spans that weighed most toward phishing
// (positive weights only), -1 where there are fewer.
func (f *urlFeats) top() [3]int {
	t := [3]int{-1, -1, -1}
	for i := range f.spans[:f.nSpans] {
		w := f.spans[i].w
		if w <= 0 {
			continue
		}
		for j := range t {
			if t[j] < 0 || w > f.spans[t[j]].w {
				copy(t[j+1:], t[j:2])
				t[j] = i
				break
			}
		}
	}
	return t
}

// spanText returns the text of span i.
func (f *urlFeats) spanText(v *urlView, i int) []byte {
	s := f.spans[i]
	if s.path {
		return v.path[s.start:s.end]
	}
	return v.name[s.start:s.end]
}

const (
	fnv32Offset = 2166136261
	fnv32Prime  = 16777619
)

func fnv32Add(h uint32, c byte) uint32 { return (h ^ uint32(c)) * fnv32Prime }

// fmix32 is MurmurHash3's finalizer: every input bit reaches the top bits that
// index the weights.
func fmix32(h uint32) uint32 {
	h ^= h >> 16
	h *= 0x85ebca6b
	h ^= h >> 13
	h *= 0xc2b2ae35
	h ^= h >> 16
	return h
}

// extract computes the features of v. Where the name is hosted does not change
// them: the rules score the platform, and the few benign hosted names of the
// training data could not teach what differs there.
func (f *urlFeats) extract(v *urlView) {
	f.nameFeatures(v)
	f.pathFeatures(v.path)
}

// Name shape features (nsNameShape ids).
const (
	shLabelLen = iota + 1
	shHyphens
	shDigits
	shSwitches
	shConsonants
	shVowels
	shSubDepth
	shSubLen
	shLongRun
	shPunycode
	shCompound
)

// nameFeatures adds the features of the host name: its character n-grams, its
// words and digit runs, and the shape of its registered label and subdomains.
func (f *urlFeats) nameFeatures(v *urlView) {
	name := v.name
	if len(name) > 253 {
		name = name[:253]
	}
	labelStart := max(0, len(name)-len(v.label))

	// The parts of the name (runs of letters and digits) are the explanation's
	// words; spanOf maps a position of name to its part, or to the next part for
	// a separator.
	var spanOf [254]int8
	if f.explain {
		cur := -1
		for i := 0; i <= len(name); i++ {
			if i < len(name) && (isLetter(name[i]) || isDigit(name[i])) {
				if cur < 0 {
					cur = i
				}
				continue
			}
			if cur >= 0 {
				s := f.newSpan(cur, i, false)
				for j := cur; j < i; j++ {
					spanOf[j] = int8(s)
				}
				cur = -1
			}
		}
		next := int8(-1)
		for i := len(name) - 1; i >= 0; i-- {
			if isLetter(name[i]) || isDigit(name[i]) {
				next = spanOf[i]
			} else {
				spanOf[i] = next
			}
		}
	}

	// n-grams of "^" + name + "$": the 3-, 4- and 5-grams starting at one position
	// are hashed in one pass.
	var buf [256]byte
	b := append(append(append(buf[:0], '^'), name...), '$')
	for i := 0; i+3 <= len(b); i++ {
		span := -1
		if f.explain {
			span = int(spanOf[min(max(i-1, 0), len(name)-1)])
		}
		h := fnv32Add(fnv32Offset, nsGram)
		h = fnv32Add(fnv32Add(fnv32Add(h, b[i]), b[i+1]), b[i+2])
		f.add(h, span)
		if i+4 <= len(b) {
			h = fnv32Add(h, b[i+3])
			f.add(h, span)
			if i+5 <= len(b) {
				f.add(fnv32Add(h, b[i+4]), span)
			}
		}
	}

	// Runs of letters and of digits.
	for i := 0; i < len(name); {
		c := name[i]
		j := i + 1
		switch {
		case isLetter(c):
			for j < len(name) && isLetter(name[j]) {
				j++
			}
			span := -1
			if f.explain {
				span = int(spanOf[i])
			}
			switch {
			case j-i > 24:
				f.addShape(nsNameShape, shLongRun, 1)
			case i >= labelStart:
				f.addWord(nsLabelWord, name[i:j], span)
			default:
				f.addWord(nsSubWord, name[i:j], span)
			}
		case isDigit(c):
			for j < len(name) && isDigit(name[j]) {
				j++
			}
			in := 0
			if i >= labelStart {
				in = 1
			}
			f.addShape(nsNameDigits, byte(in), min(j-i, 8))
		}
		i = j
	}

	// The shape of the registered label and of the subdomains.
	label := v.label
	hyphens, digits, letters, vowels, switches, run, maxRun := 0, 0, 0, 0, 0, 0, 0
	for i, c := range label {
		d := isDigit(c)
		switch {
		case c == '-':
			hyphens++
		case d:
			digits++
		case isLetter(c):
			letters++
			if isVowel(c) {
				vowels++
			}
		}
		if isLetter(c) && !isVowel(c) {
			run++
			maxRun = max(maxRun, run)
		} else {
			run = 0
		}
		if i > 0 && (isLetter(c) || d) && (isLetter(label[i-1]) || isDigit(label[i-1])) && d != isDigit(label[i-1]) {
			switches++
		}
	}
	f.addShape(nsNameShape, shLabelLen, bucket(len(label), 3, 5, 7, 9, 11, 13, 16, 20, 25, 32))
	f.addShape(nsNameShape, shHyphens, min(hyphens, 4))
	f.addShape(nsNameShape, shDigits, bucket(digits, 1, 2, 3, 5, 8))
	f.addShape(nsNameShape, shSwitches, min(switches, 4))
	f.addShape(nsNameShape, shConsonants, min(maxRun, 6))
	if letters > 0 {
		f.addShape(nsNameShape, shVowels, 10*vowels/letters/2)
	}
	depth := 0
	if len(v.subs) > 0 {
		depth = 1
		for _, c := range v.subs {
			if c == '.' {
				depth++
			}
		}
	}
	f.addShape(nsNameShape, shSubDepth, min(depth, 5))
	if depth > 0 {
		f.addShape(nsNameShape, shSubLen, bucket(len(v.subs), 3, 6, 10, 16, 24, 40))
	}
	if hasPunycodeLabel(name) {
		f.addShape(nsNameShape, shPunycode, 1)
	}
	if f.dict.wordCompound(v.label) {
		// A name joined from words (lacocinadelaabuela-recetas) is a blog's or a
		// shop's; its character n-grams alone read like a kit's long token.
		f.addShape(nsNameShape, shCompound, 1)
	}
}

// Path shape features (nsPathShape ids).
const (
	shSegments = iota + 1
	shPathLen
	shTrailingSlash
	shQuery
	shParams
	shFragment
	shAt
	shTilde
	shLongLetters
	shPadded
	shEmailValue
	shLongValue
)

// maxPathWords bounds the words of a path the model reads.
const maxPathWords = 24

// pathFeatures adds the features of the path, query and fragment: words, runs of
// digits or mixed letters and digits by length, the last segment's extension,
// parameter names, and shape.
func (f *urlFeats) pathFeatures(path []byte) {
	if len(path) <= 1 {
		return // no path, or "/": the site's home
	}
	end := len(path)
	for i, c := range path {
		if c == '?' || c == '#' {
			end = i
			break
		}
	}
	p := path[:end]
	segs := 0
	for i := 0; i < len(p); i++ {
		if p[i] != '/' && (i == 0 || p[i-1] == '/') {
			segs++
		}
	}
	f.addShape(nsPathShape, shSegments, min(segs, 7))
	f.addShape(nsPathShape, shPathLen, bucket(len(path), 8, 16, 32, 64, 128, 256))
	if len(p) > 1 && p[len(p)-1] == '/' {
		f.addShape(nsPathShape, shTrailingSlash, 1)
	}
	words := 0
	for i := 0; i < len(p) && words < maxPathWords; {
		c := p[i]
		if !isLetter(c) && !isDigit(c) {
			if c == '@' {
				f.addShape(nsPathShape, shAt, 1)
			} else if c == '~' {
				f.addShape(nsPathShape, shTilde, 1)
			} else if c == '=' && (i+1 == len(p) || p[i+1] == '/' || p[i+1] == '=') {
				f.addShape(nsPathShape, shPadded, 1) // base64 padding
			}
			i++
			continue
		}
		j, nd, nl := i, 0, 0
		for j < len(p) && (isLetter(p[j]) || isDigit(p[j])) {
			if isDigit(p[j]) {
				nd++
			} else {
				nl++
			}
			j++
		}
		words++
		switch {
		case nd == 0 && j-i >= 2 && j-i <= 24:
			f.addWord(nsPathWord, p[i:j], f.newSpan(i, j, true))
		case nd == 0 && j-i > 24:
			f.addShape(nsPathShape, shLongLetters, 1)
		case nl == 0:
			f.addShape(nsPathRun, 0, min(j-i, 16))
		default:
			f.addShape(nsPathRun, 1, bucket(j-i, 4, 6, 8, 12, 16, 24, 32, 48))
			// The words inside (login2, 3dsecure).
			for k := i; k < j; {
				l := k
				for l < j && isLetter(p[l]) {
					l++
				}
				if l-k >= 3 && words < maxPathWords {
					f.addWord(nsPathWord, p[k:l], f.newSpan(k, l, true))
					words++
				}
				k = l + 1
			}
		}
		i = j
	}
	// The last segment's extension.
	if last := p[lastIndexByte(p, '/')+1:]; len(last) > 0 {
		if dot := lastIndexByte(last, '.'); dot >= 0 && len(last)-dot-1 >= 1 && len(last)-dot-1 <= 5 {
			f.addWord(nsExt, last[dot+1:], -1)
		}
	}
	if end == len(path) {
		return
	}
	q := path[end:]
	if q[0] == '#' {
		f.addShape(nsPathShape, shFragment, 1)
		return
	}
	f.addShape(nsPathShape, shQuery, 1)
	params := 0
	for i := 1; i < len(q) && params < 8; {
		j := i
		for j < len(q) && q[j] != '&' && q[j] != ';' && q[j] != '#' {
			j++
		}
		kv := q[i:j]
		if len(kv) > 0 {
			params++
			key, val := kv, kv[:0]
			if eq := bytes.IndexByte(kv, '='); eq >= 0 {
				key, val = kv[:eq], kv[eq+1:]
			}
			if len(key) > 0 && len(key) <= 24 {
				f.addWord(nsQueryKey, key, -1)
			}
			if bytes.IndexByte(val, '@') > 0 {
				f.addShape(nsPathShape, shEmailValue, 1)
			} else if len(val) >= 32 {
				f.addShape(nsPathShape, shLongValue, 1)
			}
		}
		if j < len(q) && q[j] == '#' {
			f.addShape(nsPathShape, shFragment, 1)
			break
		}
		i = j + 1
	}
	f.addShape(nsPathShape, shParams, params)
}

// bucket returns the number of bounds that n reaches.
func bucket(n int, bounds ...int) int {
	b := 0
	for _, x := range bounds {
		if n >= x {
			b++
		}
	}
	return b
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
