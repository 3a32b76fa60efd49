//go:build !race

package engine

import "testing"

// TestEmailAddressAllocs asserts that the common shapes of address fields are
// parsed without allocating (net/mail allocates a dozen times for each).
func TestEmailAddressAllocs(t *testing.T) {
	for _, v := range []string{`"Example Bank" <notice@examplebank.com>`, "<bounce@mail.examplebank.com>", "anna@example.net"} {
		if n := testing.AllocsPerRun(100, func() { emailAddress(v) }); n != 0 {
			t.Errorf("emailAddress(%q): got %.1f allocations; want 0", v, n)
		}
	}
}
