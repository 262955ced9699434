from kg.cli.main import main

raise SystemExit(main())
