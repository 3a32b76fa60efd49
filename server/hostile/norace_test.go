//go:build !race

package hostile

// raceEnabled: the tests run with the race detector, so TestMain builds the
// server with it too.
const raceEnabled = false
