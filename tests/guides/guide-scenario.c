void probe_scenario (void) {}
