from bot.quick.cli import main

raise SystemExit(main())
