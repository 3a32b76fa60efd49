package engine

import (
	"bufio"
	"strings"
	"testing"

	"golang.org/x/net/publicsuffix"

	"scamcheck/data"
)

// TestPublicSuffixMatchesXNet checks publicSuffix against x/net's PublicSuffix on
// hand-picked rule kinds and on every host of the embedded lists.
func TestPublicSuffixMatchesXNet(t *testing.T) {
	f := func(host string) {
		t.Helper()
		wantSuffix, wantICANN := publicsuffix.PublicSuffix(host)
		n, icann := publicSuffix([]byte(host))
		if got := host[len(host)-n:]; got != wantSuffix || icann != wantICANN {
			t.Fatalf("%q: got %q %v; want %q %v", host, got, icann, wantSuffix, wantICANN)
		}
	}
	for _, h := range []string{
		"example.com", "www.bank.co.uk", "foo.github.io", "github.io", "com", "localhost",
		"a.b.c.kawasaki.jp", "city.kawasaki.jp", "www.ck", "foo.www.ck", "x.unknowntld",
		"impots.gouv.fr", "xn--80ak6aa92e.com", "a.blogspot.com.br", "s3.amazonaws.com",
	} {
		f(h)
	}
	for _, name := range []string{"phish/popular.txt", "known/polkadot.txt"} {
		file, err := data.FS.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(file)
		for sc.Scan() {
			h := strings.TrimSpace(sc.Text())
			if _, ip := parseIPv4([]byte(h)); ip {
				continue // callers handle IP hosts before looking suffixes up
			}
			if h != "" && h[0] != '#' {
				f(h)
			}
		}
		file.Close()
	}
}
