import ArchitectureLab
import ReduxViews

// The lab's `compare` command, with the Redux school's contestants beside the lab's own.
Lab.main(adding: ReduxContestants.all)
