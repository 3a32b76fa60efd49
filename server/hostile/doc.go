// Package hostile holds black-box tests of the scamcheck binary under hostile
// conditions: malformed and oversized HTTP, slow and idle clients, crashes
// (SIGKILL) and graceful stops (SIGTERM) in the middle of a burst, and the
// security properties of keys, the operator token and the files on disk.
//
// The tests build the binary once per run (with the race detector when the tests
// run with it), start it as a real process on loopback ports with a data
// directory in t.TempDir(), and talk to it over real TCP connections. Memory is
// measured as the server process's resident set size from /proc.
//
// Run them with `go test -race ./server/hostile/`; `make test` includes them.
package hostile
