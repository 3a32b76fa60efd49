//go:build !race

package hostile

// raceEnabled tells TestMain to build the server with the race detector too.
const raceEnabled = false
