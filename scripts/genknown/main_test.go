package main

import (
	"slices"
	"testing"
)

// MetaMask's whitelist overrides its blacklist: a whitelisted host, and a parent
// of one (a hosting platform whose users' sites are allowed), leave the list.
func TestAllowed(t *testing.T) {
	deny := []string{"metmask.com", "usermd.net", "evil.usermd.net", "kraken-login.com", "Fanclub.Rocks"}
	allow := []string{"metmask.com", "token.usermd.net", "revigo.fanclub.rocks"}
	got := allowed(deny, allow)
	want := []string{"evil.usermd.net", "kraken-login.com"}
	if !slices.Equal(got, want) {
		t.Fatalf("allowed = %q; want %q", got, want)
	}
}
