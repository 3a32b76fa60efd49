package server

import (
	"net"
	"testing"
)

// closedConn is a fakeConn that the server's graceful stop has already closed:
// it still hands out the request it had buffered, but nothing can be written.
type closedConn struct{ fakeConn }

func (c *closedConn) Write([]byte) (int, error) { return 0, net.ErrClosed }

// TestDrainSkipsClosedConnections: during a graceful stop, a request read from a
// connection that is already closed is not acted on (no check analysed and
// charged, so the same check is not in the result cache afterwards); on an open
// connection the same request is answered and analysed.
func TestDrainSkipsClosedConnections(t *testing.T) {
	ps := newPerfServer(t)
	req := newRequest("/v1/check", ps.key, smsBody)
	req.fill(1)
	ps.srv.draining.Store(true)
	var closed closedConn
	closed.reset(req.raw)
	if err := ps.srv.public.ServeConn(&closed); err != nil && len(closed.out) != 0 {
		t.Fatalf("ServeConn on a closed connection: %v, wrote %q", err, closed.out)
	}
	ps.srv.draining.Store(false)
	var c fakeConn
	checkStatus(t, ps, &c, req, false) // analysed now: not cached before
	checkStatus(t, ps, &c, req, true)
}
