package engine

import (
	"reflect"
	"testing"
)

// sharedURLTexts have several links to one host that differ in their paths, and
// links that differ from those in one other part: scheme, user, port, host, IPFS
// content, a user's page under a protected host, an e-mail address's domain.
var sharedURLTexts = []string{
	"https://secure.examplebank.com/activity?id=1 https://secure.examplebank.com/activity?id=2 " +
		"https://secure.examplebank.com/login https://secure.examplebank.com/paypal/verify " +
		"http://secure.examplebank.com/login https://user:pw@secure.examplebank.com/x " +
		"https://secure.examplebank.com:8443/x https://paypal-account-verify.xyz/a " +
		"https://paypal-account-verify.xyz/signin/webscr https://paypal-account-verify.xyz/",
	"https://ipfs.io/ipfs/QmXoypizjW3WknFiJnKLwHCnL72vedxjQkDDP1mXWo6uco https://ipfs.io/about " +
		"https://cloudflare-ipfs.com/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi " +
		"https://cloudflare-ipfs.com/docs https://sites.google.com/view/paypal-login-help " +
		"https://gw.example-node.net/docs https://gw.example-node.net/ipfs/QmXoypizjW3WknFiJnKLwHCnL72vedxjQkDDP1mXWo6uco " +
		"https://sites.google.com/ https://sites.google.com/a https://www.paypal.com/signin https://www.paypal.com/x",
	"http://192.168.1.1/a http://192.168.1.1/login.php http://0xC0A80101/a https://bit.ly/abc https://bit.ly/def " +
		"https://foo-7f3a.pages.dev/ https://foo-7f3a.pages.dev/login write to joe@outlook.com or outlook.com/x " +
		"support@paypal-help.com paypal-help.com/verify www.examplebank.com/a www.examplebank.com/b",
	"https://аррӏе.com/id/signin https://аррӏе.com/x https://xn--80ak6aa92e.com/y https://xn--80ak6aa92e.com/id",
}

// TestAnalyzeURLShared checks that the phishing layer's shared analysis of the
// URLs of a text scores each one as analyzeURL does alone: links to one host
// share its findings, and links to another host, or to the same one by another
// scheme, user, port or with IPFS content, get their own.
func TestAnalyzeURLShared(t *testing.T) {
	e := newTextEngine(t)
	shared, risks := 0, map[int]bool{}
	for _, text := range sharedURLTexts {
		var res Result
		e.Prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		res.s.u.extractBody()
		urls := res.s.u.urls
		var memos hostMemos
		for i := range urls {
			got := urlAcc{keep: 1, brand: -1}
			e.analyzeURLShared(&urls[i], &res.s.u, &got, &memos)

			alone := urls[i]
			alone.protection = 0
			want := urlAcc{keep: 1, brand: -1}
			e.analyzeURL(&alone, &res.s.u, &want)
			if got != want {
				t.Errorf("%s%s in %q: shared analysis %+v; want %+v", urls[i].Host, urls[i].Path, text, got, want)
			}
			risks[want.risk()] = true
		}
		shared += len(urls) - memos.n
	}
	// The texts must exercise both sides: links sharing a memo, and links scored
	// differently.
	if shared < 10 || len(risks) < 5 {
		t.Fatalf("%d links shared a memo and %d risks were seen; want at least 10 and 5", shared, len(risks))
	}
}

// TestPhishingLayerSharedHosts checks the phishing layer on an e-mail with many
// links to one benign host and one to a phishing host: the phishing link speaks
// for the message with its own findings, as it does alone.
func TestPhishingLayerSharedHosts(t *testing.T) {
	e := newTextEngine(t)
	const phish = "https://paypal-account-verify.xyz/signin/webscr"
	var alone Result
	e.Analyze(&Request{Content: []byte(phish), Type: TypeURL, Now: 1_800_000_000}, &alone)
	want := alone.Layers[LayerPhishing]
	if want.RiskScore < threatScore {
		t.Fatalf("%s alone: phishing risk %d; want a threat", phish, want.RiskScore)
	}
	body := "Subject: Your statement\r\nFrom: a@examplebank.com\r\n\r\n"
	for i := range 12 {
		body += "Item: https://secure.examplebank.com/activity?id=" + string(rune('a'+i)) + "\r\n"
	}
	body += "Verify now: " + phish + "\r\n"
	var res Result
	e.Analyze(&Request{Content: []byte(body), Type: TypeEmail, Now: 1_800_000_000}, &res)
	got := res.Layers[LayerPhishing]
	if got.RiskScore != want.RiskScore || got.Brand != want.Brand {
		t.Fatalf("e-mail: phishing risk %d, brand %q; want %d, %q as %s alone", got.RiskScore, got.Brand, want.RiskScore, want.Brand, phish)
	}
}

// TestExtractSharedSuffix checks the public suffix split of the URLs extracted
// from texts whose links share hosts (addURL copies it from the link before on
// the same host): the same as the URL's own.
func TestExtractSharedSuffix(t *testing.T) {
	e := newTextEngine(t)
	for _, text := range sharedURLTexts {
		var res Result
		e.Prepare(&Request{Content: []byte(text), Type: TypeSMS}, &res)
		res.s.u.extractBody()
		for _, u := range res.s.u.urls {
			want := u
			want.Suffix, want.Registrable, want.ICANN = nil, nil, false
			want.setRegistrable()
			if string(u.Suffix) != string(want.Suffix) || string(u.Registrable) != string(want.Registrable) ||
				(u.Suffix == nil) != (want.Suffix == nil) || (u.Registrable == nil) != (want.Registrable == nil) || u.ICANN != want.ICANN {
				t.Errorf("%s: suffix %q, registrable %q, ICANN %v; want %q, %q, %v", u.Host, u.Suffix, u.Registrable, u.ICANN, want.Suffix, want.Registrable, want.ICANN)
			}
		}
	}
}

// TestSameButPath checks that sameButPath compares every field of URL but Path
// and the protection cache: a change to any other makes two URLs differ.
func TestSameButPath(t *testing.T) {
	var base URL
	if !parseURL(&base, []byte("https://user@shop.example.co.uk:8443/a/b?c=d")) {
		t.Fatal("cannot parse the URL")
	}
	typ := reflect.TypeFor[URL]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		o := base
		field := reflect.ValueOf(&o).Elem().Field(i)
		v := reflect.NewAt(f.Type, field.Addr().UnsafePointer()).Elem() // settable, exported or not
		switch f.Type.Kind() {
		case reflect.Slice: // a new slice: base's bytes stay as they are
			b := append([]byte("x"), v.Bytes()...)
			v.SetBytes(b)
		case reflect.Bool:
			v.SetBool(!v.Bool())
		case reflect.Int:
			v.SetInt(v.Int() + 1)
		case reflect.Uint8:
			v.SetUint(v.Uint() + 1)
		default:
			t.Fatalf("field %s: kind %s not handled by the test", f.Name, f.Type.Kind())
		}
		wantSame := f.Name == "Path" || f.Name == "protection"
		if got := base.sameButPath(&o); got != wantSame {
			t.Errorf("URL differing in %s: sameButPath = %v; want %v", f.Name, got, wantSame)
		}
	}
}

// TestSlugSpellsAddress: a link's first segment written as a brand's address, after
// "www-" or before an account's number, is a disguise; a review's slug is not.
func TestSlugSpellsAddress(t *testing.T) {
	roblox := []string{"roblox.com"}
	for path, want := range map[string]bool{
		"/www-roblox-com-users-1838240486-profile": true,
		"/https-www-roblox-com":                    true,
		"/wvw-roblox-com":                          true,
		"/roblox-com-users-352872845461-profile":   true,
		"/roblox-com-promo-codes":                  false, // no address written, no account
		"/roblox-community-352872845461":           false, // not the domain
		"/games/www-roblox-com":                    false, // not the link's name
		"/www-robloxcom":                           false,
	} {
		if got := slugSpellsAddress([]byte(path), roblox); got != want {
			t.Errorf("slugSpellsAddress(%q) = %v; want %v", path, got, want)
		}
	}
}
