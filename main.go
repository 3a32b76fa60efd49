// Command scamcheck serves the ScamCheck API. PLACEHOLDER until the server lands.
package main

func main() {}
