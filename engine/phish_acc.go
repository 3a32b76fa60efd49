package engine

import (
	"strings"
	"unicode/utf8"
)

// How the phishing layer scores one URL: urlAcc adds the points of each finding
// as independent evidence and, for the URL that speaks for the content, writes
// the layer's details and up to four reasons, in English or French, without
// allocating.

// urlAcc accumulates the findings on one URL. With render set it also writes the
// layer details and the reasons; without, it only scores (to pick the worst URL).
type urlAcc struct {
	keep      float64 // Π(1 - p) over the findings
	brand     int32   // impersonated brand, or -1
	pathBrand bool    // brand was found in the path only, not in the host
	tldSwap   bool    // the brand is the whole registered label, under another TLD
	baitBrand bool    // the brand is joined to a bait word in the registered label
	// supportBait: that bait word is a support one (support, setup, printer)
	supportBait bool
	classes     [wordSupport + 1]int
	render      bool
	fr          bool // reasons in French
	l           *Layer
	res         *Result
	nReasons    int
	findings    int
	strongest   int
	groups      int // groupAddress | groupHosting | … that found something
	modelPts    int // the risk the URL model gives a link the rules leave safe (checkURLModel)
	// ownService: a clean host that names itself a bank (bankNamed), or one in a
	// government's or a university's registry (reservedHost), on its own login
	// pages; neither the path's bait words nor the URL model speak there.
	ownService bool
	// userPage: the page is one a user published on a platform's own host
	// (checkUserPage), where a crypto project's name is no tracker's page about it.
	userPage bool
}

func (a *urlAcc) add(points int) {
	if points <= 0 {
		return
	}
	a.keep *= 1 - float64(min(points, 99))/100
	a.findings++
	a.strongest = max(a.strongest, points)
}

// risk is the URL's risk: the rules' findings as independent evidence, or, where
// they leave the link safe, the URL model's when higher (checkURLModel).
func (a *urlAcc) risk() int {
	return max(int(100*(1-a.keep)+0.5), a.modelPts)
}

// detailS is detail with a string argument.
func (a *urlAcc) detailS(what, arg string) {
	if !a.render {
		return
	}
	b := a.l.StartDetail()
	b = append(b, what...)
	b = append(b, ' ')
	a.l.Details = append(b, arg...)
}

// detail appends "what" and, when arg is not empty, " arg" to the layer details.
func (a *urlAcc) detail(what string, arg []byte) {
	if !a.render {
		return
	}
	b := a.l.StartDetail()
	b = append(b, what...)
	if len(arg) > 0 {
		b = append(b, ' ')
		b = append(b, arg...)
	}
	a.l.Details = b
}

// reason adds a reason made of parts s1 b1 s2 b2 s3 (any may be empty), at most
// four per URL. Callers pass the English or the French parts as a.fr says.
func (a *urlAcc) reason(s1 string, b1 []byte, s2 string, b2 []byte, s3 string) {
	if !a.render || a.nReasons >= 4 {
		return
	}
	a.nReasons++
	rb := a.res.ReasonBuf()
	rb = append(rb, s1...)
	rb = append(rb, b1...)
	rb = append(rb, s2...)
	rb = append(rb, b2...)
	rb = append(rb, s3...)
	a.res.CommitReason(rb)
}

// reasonBuf builds one reason from parts without allocating; it is a no-op when the
// accumulator does not render.
type reasonBuf struct {
	buf []byte
	ok  bool
}

func (r reasonBuf) s(x string) reasonBuf {
	if r.ok {
		r.buf = append(r.buf, x...)
	}
	return r
}

func (r reasonBuf) b(x []byte) reasonBuf {
	if r.ok {
		r.buf = append(r.buf, x...)
	}
	return r
}

// begin starts a reason (at most four per URL); end commits it.
func (a *urlAcc) begin() reasonBuf {
	if !a.render || a.nReasons >= 4 {
		return reasonBuf{}
	}
	return reasonBuf{buf: a.res.ReasonBuf(), ok: true}
}

func (a *urlAcc) end(r reasonBuf) {
	if r.ok {
		a.nReasons++
		a.res.CommitReason(r.buf)
	}
}

// frDe is the French "de" before name: "d'" before a vowel (le nom d'Amazon).
func frDe(name string) string {
	if r, _ := utf8.DecodeRuneInString(name); strings.ContainsRune("AEIOUYÉÈÊaeiouyéèê", r) {
		return "d'"
	}
	return "de "
}
