# bash completion for danshu(1): commands, options and their values, config keys and preset names.
# Installed as share/bash-completion/completions/danshu; or: source completions/danshu.bash
# Preset names come from `danshu presets list --names` on the journal the line names (--file),
# so names with spaces, % or Japanese complete quoted.

_danshu_commands="log urge ask show plan plans stats report status remind merge export import presets config check help"
_danshu_global_options="--file --lang --color --mouse --no-motion --help --version"

# Options of each command, as `danshu COMMAND --help` lists them.
_danshu_command_options() {
    case $1 in
        log) echo "--sober --drink --force --note --mood --craving --medicine --no-medicine --where --with --why --after" ;;
        urge) echo "--at --trigger --trigger-text --place --company --note --plan --done --after --after-minutes --wait" ;;
        plans) echo "--if --then --starter --undo" ;;
        plan) echo "--days --max --sober --none --show" ;;
        remind) echo "--medicine" ;;
        stats) echo "--month --weeks --json" ;;
        report) echo "--weeks --to --format --output --no-notes" ;;
        status) echo "--format --json --urge-risk" ;;
        export) echo "--format --table --from --to" ;;
        import) echo "--dry-run --theirs" ;;
        presets) echo "--names" ;;
    esac
}

# Adds the words of $1 that start with $2 to COMPREPLY.
_danshu_add_words() {
    local word
    for word in $1; do
        [[ $word == "$2"* ]] && COMPREPLY+=("$word")
    done
}

# Adds the preset names that start with the word being typed ($1, as typed), quoted for the shell.
_danshu_add_presets() {
    local typed=$1 prefix quoted=""
    case $typed in
        \'*) quoted=1; prefix=${typed#\'} ;;
        \"*) quoted=1; prefix=${typed#\"} ;;
        *) prefix=${typed//\\/} ;;
    esac
    local program=${COMP_WORDS[0]/#\~/$HOME} name
    local -a file=()
    if [[ -n $_danshu_file ]]; then
        local path=$_danshu_file
        case $path in
            \'*\') path=${path:1:${#path}-2} ;;
            \"*\") path=${path:1:${#path}-2} ;;
            *) path=${path//\\/} ;;
        esac
        file=(--file "${path/#\~/$HOME}")
    fi
    while IFS= read -r name; do
        [[ -n $name && $name == "$prefix"* ]] || continue
        if [[ -n $quoted ]]; then
            COMPREPLY+=("$name")
        else
            COMPREPLY+=("$(printf '%q' "$name")")
        fi
    done < <("$program" "${file[@]}" presets list --names 2>/dev/null)
}

_danshu() {
    COMPREPLY=()
    local cur=${COMP_WORDS[COMP_CWORD]} prev=""
    (( COMP_CWORD > 0 )) && prev=${COMP_WORDS[COMP_CWORD-1]}
    # `--opt=value` arrives as `--opt`, `=`, `value` (= breaks words).
    if [[ $cur == "=" ]]; then
        prev=${COMP_WORDS[COMP_CWORD-1]}
        cur=""
    elif [[ $prev == "=" ]] && (( COMP_CWORD > 1 )); then
        prev=${COMP_WORDS[COMP_CWORD-2]}
    fi
    [[ $cur == ":" ]] && prev=":"  # right after a colon (bash breaks words there): the value of KIND:

    # The command word and the words after it, skipping options and their values.
    local i word command="" ended="" _danshu_file=""
    local -a args=()
    for ((i = 1; i < COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        if [[ -z $ended ]]; then
            case $word in
                --) ended=1; continue ;;
                --file | --lang | --color | --format | --table | --from | --to | --month | --weeks | --drink | --note | --mood | --craving | --output \
                    | --where | --with | --why | --after | --days | --max | --at | --trigger | --trigger-text | --place \
                    | --company | --plan | --done | --after-minutes | --wait | --if | --then | --starter)
                    [[ ${COMP_WORDS[i+1]} == "=" ]] && ((i++))
                    [[ $word == --file ]] && _danshu_file=${COMP_WORDS[i+1]}
                    ((i++))
                    continue ;;
                -[0-9]*) ;;  # -N is a day, not an option
                -*) continue ;;
            esac
        fi
        if [[ -z $command ]]; then command=$word; else args+=("$word"); fi
    done

    case $prev in
        --file | --output) compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); return 0 ;;
        --lang) _danshu_add_words "ja en" "$cur"; return 0 ;;
        --color) _danshu_add_words "auto always never" "$cur"; return 0 ;;
        --format)  # status: a template
            [[ $command == export ]] && _danshu_add_words "csv json" "$cur"
            [[ $command == report ]] && _danshu_add_words "text html json" "$cur"
            return 0 ;;
        --table) _danshu_add_words "days urges if-then-plans" "$cur"; return 0 ;;
        --from | --to) _danshu_add_words "today yesterday" "$cur"; return 0 ;;
        --month | --weeks | --drink | --note | --max) return 0 ;;
        --days) _danshu_add_words "sun mon tue wed thu fri sat" "$cur"; return 0 ;;
        --mood) _danshu_add_words "1 2 3 4 5" "$cur"; return 0 ;;
        --craving) _danshu_add_words "0 1 2 3 4 5 6 7 8 9 10" "$cur"; return 0 ;;
        --where) _danshu_add_words "home out work visit other" "$cur"; return 0 ;;
        --with) _danshu_add_words "alone family friends colleagues other" "$cur"; return 0 ;;
        --after)  # log: what followed; urge: the strength afterwards
            if [[ $command == urge ]]; then _danshu_add_words "0 1 2 3 4 5 6 7 8 9 10" "$cur"
            else _danshu_add_words "hangover blackout none" "$cur"; fi
            return 0 ;;
        --place) _danshu_add_words "home out work visit other" "$cur"; return 0 ;;
        --company) _danshu_add_words "alone family friends colleagues other" "$cur"; return 0 ;;
        --trigger)  # several, comma-separated, as --why
            local chosen="" trigger
            [[ $cur == *,* ]] && chosen=${cur%,*},
            for trigger in stress tired lonely angry hungry bored offered habit celebration lowMood noReason; do
                [[ $trigger == "${cur##*,}"* ]] && COMPREPLY+=("$chosen$trigger")
            done
            return 0 ;;
        --if)  # KIND:VALUE; after the colon, the value alone (bash breaks words at the colon)
            _danshu_add_words "trigger: hours: place: company: text:" "$cur"; compopt -o nospace 2>/dev/null; return 0 ;;
        --then) _danshu_add_words "response: text:" "$cur"; compopt -o nospace 2>/dev/null; return 0 ;;
        --at | --trigger-text | --done | --plan | --after-minutes | --wait | --starter) return 0 ;;
        --why)  # several, comma-separated: the word after the last comma, the ones before kept
            local chosen="" reason
            [[ $cur == *,* ]] && chosen=${cur%,*},
            for reason in stress habit social meal celebration boredom craving other; do
                [[ $reason == "${cur##*,}"* ]] && COMPREPLY+=("$chosen$reason")
            done
            return 0 ;;
        :)  # after a colon inside a word: an if-then plan's value, else (NAME:ABV:ML) nothing sensible to offer
            local option=${COMP_WORDS[COMP_CWORD-3]} kind=${COMP_WORDS[COMP_CWORD-2]}
            [[ $cur == ":" ]] && { option=${COMP_WORDS[COMP_CWORD-2]}; kind=${COMP_WORDS[COMP_CWORD-1]}; cur=""; }
            if [[ $command == plans && ( $option == --if || $option == --then ) ]]; then
                case $kind in
                    trigger) _danshu_add_words "stress tired lonely angry hungry bored offered habit celebration lowMood noReason" "$cur" ;;
                    place) _danshu_add_words "home out work visit other" "$cur" ;;
                    company) _danshu_add_words "alone family friends colleagues other" "$cur" ;;
                    response) _danshu_add_words "sparklingWater tea nonAlcoholic leave delay eat rest bath contact walk" "$cur" ;;
                esac
            fi
            return 0 ;;
    esac

    if [[ $cur == -* && -z $ended && ! $cur =~ ^-[0-9] ]]; then
        _danshu_add_words "$_danshu_global_options $(_danshu_command_options "$command")" "$cur"
        return 0
    fi

    case $command in
        "") _danshu_add_words "$_danshu_commands" "$cur" ;;
        help) (( ${#args[@]} == 0 )) && _danshu_add_words "$_danshu_commands" "$cur" ;;
        log)
            (( ${#args[@]} == 0 )) && _danshu_add_words "today yesterday" "$cur"
            _danshu_add_presets "$cur" ;;
        show | ask) (( ${#args[@]} == 0 )) && _danshu_add_words "today yesterday" "$cur" ;;
        urge) (( ${#args[@]} == 1 )) && _danshu_add_words "today yesterday" "$cur" ;;  # STRENGTH, then DATE
        plans) (( ${#args[@]} == 0 )) && _danshu_add_words "list add edit retire move" "$cur" ;;
        plan) (( ${#args[@]} == 0 )) && _danshu_add_words "this next last today" "$cur" ;;
        import) (( ${#args[@]} == 0 )) && { compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); } ;;
        merge) (( ${#args[@]} < 3 )) && { compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- "$cur")); } ;;
        presets)
            if (( ${#args[@]} == 0 )); then
                _danshu_add_words "list add rm mv" "$cur"
            elif (( ${#args[@]} == 1 )) && [[ ${args[0]} == rm || ${args[0]} == mv ]]; then
                _danshu_add_presets "$cur"
            fi ;;
        config)
            if (( ${#args[@]} == 0 )); then
                _danshu_add_words "ageBand ambiguousWidth celebrate dailyLimitGrams dayStartsAtHour gaugeMaxGrams language lockPastDays medicine mouse secondUnit sex soberDaysPerWeekGoal usualYenPerWeek weekStartsOn weeklyLimitGrams" "$cur"
            elif (( ${#args[@]} == 1 )); then
                case ${args[0]} in
                    language) _danshu_add_words "ja en" "$cur" ;;
                    mouse | celebrate | lockPastDays) _danshu_add_words "true false" "$cur" ;;
                    weekStartsOn) _danshu_add_words "sunday monday" "$cur" ;;
                    ambiguousWidth) _danshu_add_words "auto 1 2" "$cur" ;;
                    secondUnit) _danshu_add_words "none drinksJP ukUnits usDrinks" "$cur" ;;
                    sex) _danshu_add_words "unspecified male female" "$cur" ;;
                    ageBand) _danshu_add_words "unspecified 20s 30s 40s 50s 60s 70+" "$cur" ;;
                esac
            fi ;;
    esac
    return 0
}

complete -F _danshu danshu
