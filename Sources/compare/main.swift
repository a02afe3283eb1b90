import ArchitectureLab

// The `compare` command: the lab with its own contestants only.
Lab.main()
