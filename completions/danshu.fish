# fish completion for danshu(1): commands, options and their values, config keys and preset names.
# Installed as share/fish/vendor_completions.d/danshu.fish.
# Preset names come from `danshu presets list --names` on the journal the line names (--file).

# The words after `danshu` that are neither options nor option values: the command and its arguments.
function __danshu_words
    set -l tokens (commandline -opc)
    set -e tokens[1]
    set -l skip 0
    for token in $tokens
        if test $skip = 1
            set skip 0
            continue
        end
        switch $token
            case --file --lang --color --format --table --from --to --month --weeks --drink --note --mood --craving --where --with --why --after --output --days --max \
                --at --trigger --trigger-text --place --company --plan --done --after-minutes --wait --if --then --starter
                set skip 1
            case '-[0-9]*'
                echo $token
            case '-*'
            case '*'
                echo $token
        end
    end
end

# True when no command has been typed yet.
function __danshu_no_command
    test (count (__danshu_words)) -eq 0
end

# True when the command is $argv[1] and it has had exactly $argv[2] arguments (any number without it).
function __danshu_using
    set -l words (__danshu_words)
    test (count $words) -ge 1; and test "$words[1]" = $argv[1]; or return 1
    test (count $argv) -lt 2; or test (count $words) -eq (math $argv[2] + 1)
end

# The preset names of the journal on the line (--file), else of the default journal.
function __danshu_presets
    set -l tokens (commandline -opc)
    set -l file
    for i in (seq (count $tokens))
        if test "$tokens[$i]" = --file; and test $i -lt (count $tokens)
            set file --file $tokens[(math $i + 1)]
        else if string match -q -- '--file=*' $tokens[$i]
            set file --file (string replace -- '--file=' '' $tokens[$i])
        end
    end
    $tokens[1] $file presets list --names 2>/dev/null
end

complete -c danshu -f

# Global options, anywhere on the line.
complete -c danshu -l file -r -F -d 'the journal file'
complete -c danshu -l lang -x -a 'ja en' -d 'the language'
complete -c danshu -l color -x -a 'auto always never' -d 'color in the full-screen app'
complete -c danshu -l mouse -d 'use the mouse in the full-screen app'
complete -c danshu -l no-motion -d 'no animations in the full-screen app'
complete -c danshu -s h -l help -d 'show help'
complete -c danshu -s V -l version -d 'show the version'

# Commands.
complete -c danshu -n __danshu_no_command -a log -d 'record drinks, a sober day or a note'
complete -c danshu -n __danshu_no_command -a urge -d 'log an urge to drink; shows your if-then plans for it'
complete -c danshu -n __danshu_no_command -a show -d 'show a day'
complete -c danshu -n __danshu_no_command -a plan -d 'plan a week (drinking days and the most a day), or show it'
complete -c danshu -n __danshu_no_command -a plans -d 'list, add, change, retire and reorder if-then plans'
complete -c danshu -n __danshu_no_command -a ask -d "answer the day's question line by line"
complete -c danshu -n __danshu_no_command -a stats -d "a month's statistics and the streaks"
complete -c danshu -n __danshu_no_command -a report -d 'the report for your doctor (4 weeks beside the 4 before)'
complete -c danshu -n __danshu_no_command -a status -d 'one line for shell prompts and status bars'
complete -c danshu -n __danshu_no_command -a remind -d 'say so when today is not recorded (for timers)'
complete -c danshu -n __danshu_no_command -a merge -d 'fold in a conflict copy, or merge three journals (git driver)'
complete -c danshu -n __danshu_no_command -a export -d 'the days as CSV or JSON on standard output'
complete -c danshu -n __danshu_no_command -a import -d 'merge days from a CSV or JSON export'
complete -c danshu -n __danshu_no_command -a presets -d 'list, add, delete and reorder presets'
complete -c danshu -n __danshu_no_command -a config -d 'show or change a setting'
complete -c danshu -n __danshu_no_command -a check -d 'validate the journal'
complete -c danshu -n __danshu_no_command -a help -d 'help on a command'

# log [DATE] ITEM... [--drink NAME:ABV:ML[:YEN]]... [--force] [--note TEXT] [--mood N] [--craving N] [--medicine | --no-medicine]
#     [--where PLACE] [--with WHO] [--why REASON,...] [--after WHAT] | --sober
complete -c danshu -n '__danshu_using log' -a '(__danshu_presets)' -d preset
complete -c danshu -n '__danshu_using log 0' -a 'today yesterday' -d day
complete -c danshu -n '__danshu_using log' -l sober -d "did not drink: clears the day's drinks"
complete -c danshu -n '__danshu_using log' -l drink -x -d 'a one-off drink NAME:ABV:ML[:YEN]'
complete -c danshu -n '__danshu_using log' -l force -d 'record even beyond what a person can drink (over 500 g, over 96 %)'
complete -c danshu -n '__danshu_using log' -l note -x -d "the day's note"
complete -c danshu -n '__danshu_using log' -l mood -x -a '1 2 3 4 5' -d "the day's mood, 1 (low) to 5 (good)"
complete -c danshu -n '__danshu_using log' -l craving -x -a '0 1 2 3 4 5 6 7 8 9 10' -d "the day's craving, 0 (none) to 10 (very strong)"
complete -c danshu -n '__danshu_using log' -l medicine -d "the day's medicine taken (config medicine names it)"
complete -c danshu -n '__danshu_using log' -l no-medicine -d "the day's medicine not taken after all"
complete -c danshu -n '__danshu_using log' -l where -x -a 'home out work visit other' -d 'where you drank'
complete -c danshu -n '__danshu_using log' -l with -x -a 'alone family friends colleagues other' -d 'with whom'
complete -c danshu -n '__danshu_using log' -l why -x -a 'stress habit social meal celebration boredom craving other' -d 'why, comma-separated'
complete -c danshu -n '__danshu_using log' -l after -x -a 'hangover blackout none' -d 'what followed'

# urge STRENGTH [DATE] [--at HH:MM] [--trigger WORDS] [--trigger-text TEXT] [--place PLACE] [--company WHO] [--note TEXT]
#      [--plan N] [--done TEXT] [--after N [--after-minutes M] | --wait MIN]; urge --after N [--plan N] [--at HH:MM [DATE]]
set -l __danshu_triggers stress tired lonely angry hungry bored offered habit celebration lowMood noReason
complete -c danshu -n '__danshu_using urge 0' -a '0 1 2 3 4 5 6 7 8 9 10' -d strength
complete -c danshu -n '__danshu_using urge 1' -a 'today yesterday' -d day
complete -c danshu -n '__danshu_using urge' -l at -x -d 'the time, HH:MM (default now)'
complete -c danshu -n '__danshu_using urge' -l trigger -x -a "$__danshu_triggers" -d 'what set it off, comma-separated'
complete -c danshu -n '__danshu_using urge' -l trigger-text -x -d 'a trigger in your own words'
complete -c danshu -n '__danshu_using urge' -l place -x -a 'home out work visit other' -d 'where'
complete -c danshu -n '__danshu_using urge' -l company -x -a 'alone family friends colleagues other' -d 'with whom'
complete -c danshu -n '__danshu_using urge' -l note -x -d 'a note'
complete -c danshu -n '__danshu_using urge' -l plan -x -d 'the if-then plan you used (danshu plans list)'
complete -c danshu -n '__danshu_using urge' -l done -x -d 'what you did'
complete -c danshu -n '__danshu_using urge' -l after -x -a '0 1 2 3 4 5 6 7 8 9 10' -d 'the strength afterwards'
complete -c danshu -n '__danshu_using urge' -l after-minutes -x -d 'how many minutes after the urge (0-720)'
complete -c danshu -n '__danshu_using urge' -l wait -x -d 'wait MIN minutes, then ask how strong it is now (1-120)'

# plans [list] | add --if KIND:VALUE --then KIND:VALUE | add --starter N | edit N [--if …] [--then …] | retire N [--undo] | move N POSITION
complete -c danshu -n '__danshu_using plans 0' -a list -d 'the if-then plans'
complete -c danshu -n '__danshu_using plans 0' -a add -d 'add one: --if KIND:VALUE --then KIND:VALUE'
complete -c danshu -n '__danshu_using plans 0' -a edit -d 'change one'
complete -c danshu -n '__danshu_using plans 0' -a retire -d 'retire one (--undo takes it back)'
complete -c danshu -n '__danshu_using plans 0' -a move -d 'move one to a position'
complete -c danshu -n '__danshu_using plans' -l if -x -a "trigger:stress trigger:tired trigger:lonely trigger:angry trigger:hungry trigger:bored trigger:offered trigger:habit trigger:celebration trigger:lowMood trigger:noReason hours:18-22 place:home place:out place:work place:visit place:other company:alone company:family company:friends company:colleagues company:other text:" -d 'the IF'
complete -c danshu -n '__danshu_using plans' -l then -x -a 'response:sparklingWater response:tea response:nonAlcoholic response:leave response:delay response:eat response:rest response:bath response:contact response:walk text:' -d 'the THEN'
complete -c danshu -n '__danshu_using plans' -l starter -x -d 'a starter example by its number'
complete -c danshu -n '__danshu_using plans' -l undo -d 'take a retired plan back'

# remind [--medicine]
complete -c danshu -n '__danshu_using remind' -l medicine -d "today's medicine instead of the day's question"

# show [DATE], ask [DATE]
complete -c danshu -n '__danshu_using show 0' -a 'today yesterday' -d day
complete -c danshu -n '__danshu_using ask 0' -a 'today yesterday' -d day

# plan [WEEK] --days DAYS [--max AMOUNT] | --max AMOUNT | --sober | --none | [--show]
complete -c danshu -n '__danshu_using plan 0' -a 'this next last today' -d week
complete -c danshu -n '__danshu_using plan' -l days -x -a 'sun mon tue wed thu fri sat' -d 'the days you mean to drink (fri,sat)'
complete -c danshu -n '__danshu_using plan' -l max -x -d 'the most on each drinking day (40g, 2drinks)'
complete -c danshu -n '__danshu_using plan' -l sober -d 'plan the week without a drinking day'
complete -c danshu -n '__danshu_using plan' -l none -d 'leave the week with no plan'
complete -c danshu -n '__danshu_using plan' -l show -d "print the week's plan"

# stats [--month YYYY-MM] [--json] | stats --weeks N [--json]
complete -c danshu -n '__danshu_using stats' -l month -x -d 'that month (YYYY-MM)'
complete -c danshu -n '__danshu_using stats' -l weeks -x -d 'the trends of the last N weeks'
complete -c danshu -n '__danshu_using stats' -l json -d 'as JSON'

# report [--weeks N] [--to DATE] [--format text|html|json] [--output FILE] [--no-notes]
complete -c danshu -n '__danshu_using report' -l weeks -x -d 'how many weeks (1-52)'
complete -c danshu -n '__danshu_using report' -l to -x -a 'today yesterday' -d 'the last day'
complete -c danshu -n '__danshu_using report' -l format -x -a 'text html json' -d 'the format'
complete -c danshu -n '__danshu_using report' -l output -r -F -d 'write to this file'
complete -c danshu -n '__danshu_using report' -l no-notes -d 'leave the notes out'

# status [--format TEMPLATE | --json]
complete -c danshu -n '__danshu_using status' -l format -x -d 'the line: {streak} {today} {grams} {band} {answered} {monthSober} {notSpent} {urgeRisk}'
complete -c danshu -n '__danshu_using status' -l json -d 'as JSON'
complete -c danshu -n '__danshu_using status' -l urge-risk -d 'also whether urges often come now'

# merge COPY, or merge BASE OURS THEIRS (git's %O %A %B)
complete -c danshu -n '__danshu_using merge 0; or __danshu_using merge 1; or __danshu_using merge 2' -F

# export [--format csv|json] [--table days|urges|if-then-plans] [--from DATE] [--to DATE]
complete -c danshu -n '__danshu_using export' -l format -x -a 'csv json' -d 'the format'
complete -c danshu -n '__danshu_using export' -l table -x -a 'days urges if-then-plans' -d 'the CSV table'
complete -c danshu -n '__danshu_using export' -l from -x -a 'today yesterday' -d 'from this day'
complete -c danshu -n '__danshu_using export' -l to -x -a 'today yesterday' -d 'up to this day'

# import FILE [--dry-run] [--theirs]
complete -c danshu -n '__danshu_using import 0' -F
complete -c danshu -n '__danshu_using import' -l dry-run -d 'change nothing; print what would happen'
complete -c danshu -n '__danshu_using import' -l theirs -d "replace conflicting days with the file's version"

# presets [list] [--names] | add NAME ABV ML [YEN] | rm NAME|NUMBER | mv NAME|NUMBER POSITION
complete -c danshu -n '__danshu_using presets 0' -a list -d 'the presets'
complete -c danshu -n '__danshu_using presets 0' -a add -d 'add one: NAME ABV ML [YEN]'
complete -c danshu -n '__danshu_using presets 0' -a rm -d 'delete one'
complete -c danshu -n '__danshu_using presets 0' -a mv -d 'move one to a position'
complete -c danshu -n '__danshu_using presets' -l names -d 'only the names, one a line'
complete -c danshu -n '__danshu_using presets 1; and contains -- (__danshu_words)[2] rm mv' -a '(__danshu_presets)' -d preset

# config [KEY [VALUE]]
complete -c danshu -n '__danshu_using config 0' -a 'ageBand ambiguousWidth celebrate dailyLimitGrams dayStartsAtHour gaugeMaxGrams language lockPastDays medicine mouse secondUnit sex soberDaysPerWeekGoal usualYenPerWeek weekStartsOn weeklyLimitGrams' -d setting
complete -c danshu -n '__danshu_using config 1; and test (__danshu_words)[2] = language' -a 'ja en'
complete -c danshu -n '__danshu_using config 1; and contains -- (__danshu_words)[2] mouse celebrate lockPastDays' -a 'true false'
complete -c danshu -n '__danshu_using config 1; and test (__danshu_words)[2] = weekStartsOn' -a 'sunday monday'
complete -c danshu -n '__danshu_using config 1; and test (__danshu_words)[2] = ambiguousWidth' -a 'auto 1 2'
complete -c danshu -n '__danshu_using config 1; and test (__danshu_words)[2] = secondUnit' -a 'none drinksJP ukUnits usDrinks'
complete -c danshu -n '__danshu_using config 1; and test (__danshu_words)[2] = sex' -a 'unspecified male female'
complete -c danshu -n '__danshu_using config 1; and test (__danshu_words)[2] = ageBand' -a 'unspecified 20s 30s 40s 50s 60s 70+'

# help [COMMAND]
complete -c danshu -n '__danshu_using help 0' -a 'log urge ask show plan plans stats report status remind merge export import presets config check help' -d command
