// Command genphone writes engine/phone_table.go: for the calling codes ScamCheck
// serves (NANP, GB, FR, ES, DE, NL, the other languages' countries) and those of the
// call-back (Wangiri) list, a digit
// trie that gives the region and the number type of a national significant number,
// exactly as github.com/nyaruka/phonenumbers (the version in go.mod) classifies it,
// without its allocations and regular expressions at run time.
//
// How: every pattern of the metadata (general description, each number type, the
// leading digits that pick a region among those sharing a calling code) is compiled
// with regexp/syntax and run as an NFA over digits. A depth-first walk over digit
// prefixes, memoized on the NFA states and the number of digits left, finds the
// shortest prefixes below which every number of a given length gets the same answer
// (region and type, or invalid); those are the trie's leaves. The answer of a
// complete number follows phonenumbers' GetRegionCodeForNumber and
// getNumberTypeHelper. engine/phone_table_test.go checks the table against the
// library on random numbers.
//
// Sources: the metadata of libphonenumber (Apache-2.0) as shipped in
// github.com/nyaruka/phonenumbers (MIT). Run from the repository root:
//
//	go run ./scripts/genphone
package main

import (
	"bytes"
	"flag"
	"fmt"
	"log"
	"regexp/syntax"
	"slices"
	"strings"

	"github.com/nyaruka/phonenumbers"

	"scamcheck/scripts/internal/gen"
)

var outFile = flag.String("out", "engine/phone_table.go", "file to write (relative to the working directory)")

// callingCodes are the calling codes with a table: the markets served (NANP, GB, FR,
// ES, DE), the Netherlands (premium-rate 0900 numbers, and a plain plan the
// normalizer already writes in E.164 without the library), the countries of the
// other languages whose texts are read for their links and numbers (Sweden,
// Denmark, Norway, Finland, Poland, Czechia, Slovakia, Romania, Hungary, Croatia,
// Turkey: a national number there is read in its country), and the call-back
// list's countries outside NANP.
var callingCodes = []int{1, 31, 33, 34, 36, 40, 44, 45, 46, 47, 48, 49, 90, 216, 222, 224, 225, 231, 232, 235, 243, 252, 267, 269, 355, 358, 371, 385, 420, 421, 592, 674, 675, 677, 678, 682, 685, 688, 882, 883}

// Number types, in the engine's order (phoneType in engine/phone_risk.go).
const (
	tInvalid = iota
	tFixed
	tMobile
	tFixedOrMobile
	tTollFree
	tPremium
	tShared
	tVoIP
	tPersonal
	tPager
	tUAN
	tVoicemail
	numTypes
)

// Desc slots of a region, in the order getNumberTypeHelper tests them.
const (
	dGeneral = iota
	dPremium
	dTollFree
	dShared
	dVoIP
	dPersonal
	dPager
	dUAN
	dVoicemail
	dFixed
	dMobile
	dLeading // leading digits: a prefix match
	numDescs
)

var descType = [numDescs]int{dPremium: tPremium, dTollFree: tTollFree, dShared: tShared, dVoIP: tVoIP,
	dPersonal: tPersonal, dPager: tPager, dUAN: tUAN, dVoicemail: tVoicemail}

// nfa is one pattern compiled to run over digits.
type nfa struct {
	prog    *syntax.Prog
	lengths uint32 // bit L: length L allowed; 0: any
	prefix  bool   // leading digits: matched once a prefix matches
}

type region struct {
	id        string
	leading   bool // has leading digits
	sameFM    bool // same mobile and fixed-line pattern
	descs     [numDescs]*nfa
	possibles uint32 // possible lengths of the general description
}

// state is the NFA states of every desc of every region: sorted instruction lists;
// a prefix NFA that has matched is the single state matched.
type state [][]uint32

const matched = ^uint32(0)

func compile(pattern string, lengths []int32, prefix bool) *nfa {
	if pattern == "" {
		return nil
	}
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		log.Fatalf("cannot parse %q: %v", pattern, err)
	}
	prog, err := syntax.Compile(re.Simplify())
	if err != nil {
		log.Fatalf("cannot compile %q: %v", pattern, err)
	}
	n := &nfa{prog: prog, prefix: prefix}
	for _, l := range lengths {
		if l < 0 {
			return nil // the type does not exist in this region
		}
		n.lengths |= 1 << l
	}
	return n
}

// closure adds pc and every instruction reachable from it without a digit.
func (n *nfa) closure(set []uint32, pc uint32) []uint32 {
	if slices.Contains(set, pc) {
		return set
	}
	set = append(set, pc)
	in := &n.prog.Inst[pc]
	switch in.Op {
	case syntax.InstAlt, syntax.InstAltMatch:
		set = n.closure(set, in.Out)
		set = n.closure(set, in.Arg)
	case syntax.InstCapture, syntax.InstNop:
		set = n.closure(set, in.Out)
	case syntax.InstEmptyWidth:
		log.Fatalf("unexpected empty-width assertion in %s", n.prog)
	}
	return set
}

func (n *nfa) start() []uint32 { return n.norm(n.closure(nil, uint32(n.prog.Start))) }

// norm sorts set and keeps only the instructions that read a digit or match, and
// turns a prefix NFA that matched into matched.
func (n *nfa) norm(set []uint32) []uint32 {
	out := set[:0]
	for _, pc := range set {
		switch n.prog.Inst[pc].Op {
		case syntax.InstMatch:
			if n.prefix {
				return []uint32{matched}
			}
			out = append(out, pc)
		case syntax.InstRune, syntax.InstRune1, syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			out = append(out, pc)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

func (n *nfa) step(set []uint32, d byte) []uint32 {
	if len(set) == 1 && set[0] == matched {
		return set
	}
	var next []uint32
	r := rune(d)
	for _, pc := range set {
		in := &n.prog.Inst[pc]
		ok := false
		switch in.Op {
		case syntax.InstRune, syntax.InstRune1:
			ok = in.MatchRune(r)
		case syntax.InstRuneAny, syntax.InstRuneAnyNotNL:
			ok = true
		}
		if ok {
			next = n.closure(next, in.Out)
		}
	}
	return n.norm(next)
}

func (n *nfa) accepts(set []uint32, length int) bool {
	if n.lengths != 0 && n.lengths&(1<<length) == 0 {
		return false
	}
	for _, pc := range set {
		if pc == matched || n.prog.Inst[pc].Op == syntax.InstMatch {
			return true
		}
	}
	return false
}

// code is the generation state of one calling code.
type code struct {
	cc      int
	regions []*region
	memo    map[string]int
}

type node struct {
	kids   [10]*node
	leaves map[int]uint32 // outcome -> lengths
	index  int
}

const mixed = -1

// outcome is region index*numTypes + type; invalid is 0 whatever the region.
func (c *code) classify(s state, length int) int {
	acc := func(r, d int) bool {
		n := c.regions[r].descs[d]
		return n != nil && n.accepts(s[r*numDescs+d], length)
	}
	typeOf := func(r int) int {
		if !acc(r, dGeneral) {
			return tInvalid
		}
		for d := dPremium; d <= dVoicemail; d++ {
			if acc(r, d) {
				return descType[d]
			}
		}
		same := c.regions[r].sameFM
		if acc(r, dFixed) {
			if same || acc(r, dMobile) {
				return tFixedOrMobile
			}
			return tFixed
		}
		if !same && acc(r, dMobile) {
			return tMobile
		}
		return tInvalid
	}
	chosen := -1
	if len(c.regions) == 1 {
		chosen = 0
	} else {
		for r, reg := range c.regions {
			if reg.leading {
				if acc(r, dLeading) {
					chosen = r
					break
				}
			} else if typeOf(r) != tInvalid {
				chosen = r
				break
			}
		}
	}
	if chosen < 0 {
		return 0
	}
	t := typeOf(chosen)
	if t == tInvalid {
		return 0
	}
	return chosen*numTypes + t
}

func (c *code) step(s state, d byte) state {
	next := make(state, len(s))
	for i, set := range s {
		if n := c.regions[i/numDescs].descs[i%numDescs]; n != nil && len(set) > 0 {
			next[i] = n.step(set, d)
		}
	}
	return next
}

func key(s state, left int) string {
	var b strings.Builder
	b.WriteByte(byte(left))
	for _, set := range s {
		for _, pc := range set {
			fmt.Fprintf(&b, "%x,", pc)
		}
		b.WriteByte(';')
	}
	return b.String()
}

// reach returns the outcome shared by every completion of s with left more digits
// to a number of length, or mixed.
func (c *code) reach(s state, left, length int) int {
	if left == 0 {
		return c.classify(s, length)
	}
	k := key(s, left) + fmt.Sprint(length)
	if o, ok := c.memo[k]; ok {
		return o
	}
	o := -2
	for d := byte('0'); d <= '9'; d++ {
		r := c.reach(c.step(s, d), left-1, length)
		if r == mixed || o != -2 && r != o {
			o = mixed
			break
		}
		o = r
	}
	c.memo[k] = o
	return o
}

// build returns the trie node of a prefix of depth digits in state s for the
// lengths still undecided, or nil when every number below it is invalid.
func (c *code) build(s state, depth int, lengths []int) *node {
	n := &node{leaves: map[int]uint32{}}
	var open []int
	for _, l := range lengths {
		switch o := c.reach(s, l-depth, l); o {
		case mixed:
			open = append(open, l)
		case 0:
		default:
			n.leaves[o] |= 1 << l
		}
	}
	empty := len(n.leaves) == 0
	if len(open) > 0 {
		for d := byte(0); d < 10; d++ {
			if k := c.build(c.step(s, '0'+d), depth+1, open); k != nil {
				n.kids[d] = k
				empty = false
			}
		}
	}
	if empty {
		return nil
	}
	return n
}

func main() {
	flag.Parse()
	coll, err := phonenumbers.MetadataCollection()
	if err != nil {
		log.Fatalf("cannot read phonenumbers' metadata: %v", err)
	}
	byRegion := map[string]*phonenumbers.PhoneMetadata{}
	nonGeo := map[int32]*phonenumbers.PhoneMetadata{}
	for _, md := range coll.GetMetadata() {
		if md.GetId() == "001" {
			nonGeo[md.GetCountryCode()] = md
		} else {
			byRegion[md.GetId()] = md
		}
	}

	var codes []*code
	for _, cc := range callingCodes {
		c := &code{cc: cc, memo: map[string]int{}}
		for _, id := range phonenumbers.GetRegionCodesForCountryCode(cc) {
			md := byRegion[id]
			if id == "001" {
				md = nonGeo[int32(cc)]
			}
			if md == nil {
				log.Fatalf("calling code %d: no metadata for region %s", cc, id)
			}
			r := &region{id: id, leading: md.GetLeadingDigits() != "", sameFM: md.GetSameMobileAndFixedLinePattern()}
			descs := [...]*phonenumbers.PhoneNumberDesc{
				dGeneral: md.GetGeneralDesc(), dPremium: md.GetPremiumRate(), dTollFree: md.GetTollFree(),
				dShared: md.GetSharedCost(), dVoIP: md.GetVoip(), dPersonal: md.GetPersonalNumber(),
				dPager: md.GetPager(), dUAN: md.GetUan(), dVoicemail: md.GetVoicemail(),
				dFixed: md.GetFixedLine(), dMobile: md.GetMobile(),
			}
			for d, desc := range descs {
				if desc != nil {
					r.descs[d] = compile(desc.GetNationalNumberPattern(), desc.GetPossibleLength(), false)
				}
			}
			if r.leading {
				r.descs[dLeading] = compile(md.GetLeadingDigits(), nil, true)
			}
			for _, l := range md.GetGeneralDesc().GetPossibleLength() {
				r.possibles |= 1 << l
			}
			c.regions = append(c.regions, r)
		}
		codes = append(codes, c)
	}

	var nodes []*node // breadth-first over all codes, each root first in its code
	type root struct {
		cc        int
		regions   string
		root      int
		possibles uint32
	}
	var roots []root
	for _, c := range codes {
		s := make(state, len(c.regions)*numDescs)
		var lengths []int
		var possibles uint32
		for i, r := range c.regions {
			for d, n := range r.descs {
				if n != nil {
					s[i*numDescs+d] = n.start()
				}
			}
			possibles |= r.possibles
		}
		for l := 1; l <= 17; l++ {
			if possibles&(1<<l) != 0 {
				lengths = append(lengths, l)
			}
		}
		t := c.build(s, 0, lengths)
		if t == nil {
			log.Fatalf("calling code %d: no valid number", c.cc)
		}
		var ids []string
		for _, r := range c.regions {
			ids = append(ids, r.id)
		}
		main := c.regions[0].possibles // the main region's lengths: what "possible" means
		roots = append(roots, root{cc: c.cc, regions: strings.Join(ids, ","), root: len(nodes), possibles: main})
		queue := []*node{t}
		for len(queue) > 0 {
			n := queue[0]
			queue = queue[1:]
			n.index = len(nodes)
			nodes = append(nodes, n)
			for _, k := range n.kids {
				if k != nil {
					queue = append(queue, k)
				}
			}
		}
		log.Printf("calling code %d: %d regions, %d memo entries", c.cc, len(c.regions), len(c.memo))
	}
	// Children of a node are consecutive in breadth-first order: the node stores
	// the index of its first child and a bit per digit, in uint16 fields.
	if len(nodes) >= 1<<16 {
		log.Fatalf("%d nodes: more than phoneNode's uint16 indexes hold", len(nodes))
	}
	var out bytes.Buffer
	_, version := gen.Module("github.com/nyaruka/phonenumbers")
	fmt.Fprintf(&out, "// Code generated by go run ./scripts/genphone; DO NOT EDIT.\n")
	fmt.Fprintf(&out, "// Source: github.com/nyaruka/phonenumbers@%s (MIT), metadata of libphonenumber (Apache-2.0).\n\n", version)
	fmt.Fprintf(&out, "package engine\n\n")
	fmt.Fprintf(&out, "// phonenumbersVersion is the phonenumbers version the tables come from.\nconst phonenumbersVersion = %q\n\n", version)
	fmt.Fprintf(&out, "// phoneCodes are the calling codes with a trie, sorted; regions lists their\n// regions, comma-separated, in phonenumbers' order.\nvar phoneCodes = [...]phoneCode{\n")
	for _, r := range roots {
		fmt.Fprintf(&out, "\t{cc: %d, regions: %q, root: %d, possible: %#x},\n", r.cc, r.regions, r.root, r.possibles)
	}
	fmt.Fprintf(&out, "}\n\n")
	var leaves []string
	fmt.Fprintf(&out, "// phoneNodes is the tries, breadth-first: kids has bit d set when digit d has a\n// child, the children are consecutive from first; the node's leaves are\n// phoneLeaves[leaf:next node's leaf].\nvar phoneNodes = [...]phoneNode{\n")
	for _, n := range nodes {
		var kids uint16
		first := 0
		for d, k := range n.kids {
			if k != nil {
				if kids == 0 {
					first = k.index
				}
				kids |= 1 << d
			}
		}
		fmt.Fprintf(&out, "{%#x,%d,%d},", kids, first, len(leaves))
		outs := make([]int, 0, len(n.leaves))
		for o := range n.leaves {
			outs = append(outs, o)
		}
		slices.Sort(outs)
		for _, o := range outs {
			leaves = append(leaves, fmt.Sprintf("{%#x,%d,%d},", n.leaves[o], o/numTypes, o%numTypes))
		}
	}
	fmt.Fprintf(&out, "{0,0,%d},\n}\n\n", len(leaves))
	if len(leaves) >= 1<<16 {
		log.Fatalf("%d leaves: more than phoneNode's uint16 indexes hold", len(leaves))
	}
	fmt.Fprintf(&out, "// phoneLeaves: lengths has bit L set for the numbers of L digits that get region\n// (index in the code's regions) and type.\nvar phoneLeaves = [...]phoneLeaf{\n")
	for i, l := range leaves {
		out.WriteString(l)
		if i%8 == 7 {
			out.WriteByte('\n')
		}
	}
	fmt.Fprintf(&out, "\n}\n")
	gen.WriteGo(*outFile, out.Bytes())
	log.Printf("wrote %s: %d nodes, %d leaves", *outFile, len(nodes), len(leaves))
}
