// Command loadgen runs the ScamCheck load generator on its own, as `scamcheck loadgen`
// does; the benchmark suite pins it to its own CPU. See package loadgen for the flags.
package main

import (
	"os"

	"scamcheck/bench/loadgen"
)

func main() { os.Exit(loadgen.Main(os.Args[1:])) }
