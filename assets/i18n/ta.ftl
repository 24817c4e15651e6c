# தாயம் — தமிழில். இங்குள்ள ஒவ்வொரு அடையாளமும் en.ftl-இலும் உண்டு; சோதனைகள் இரண்டையும் சரிபார்க்கின்றன.

## மொழிகள் (ஒவ்வொன்றும் தன் மொழியிலேயே)

language-english = English
language-tamil = தமிழ்

## இருக்கைகளின் நிறங்கள்

colour-red = சிவப்பு
colour-green = பச்சை
colour-yellow = மஞ்சள்
colour-blue = நீலம்

## தரவரிசையில் இடங்கள்

place-ordinal = { $place ->
        [1] முதலாவது
        [2] இரண்டாவது
        [3] மூன்றாவது
        [4] நான்காவது
       *[other] { $place }-ஆவது
    }

## ஆட்டக் குறிப்பு

log-new-game = புதிய ஆட்டம். முதலில் உருட்டுபவர் { $seat }
log-throws = { $value ->
        [1] { $seat } உருட்டினார்: தாயம் (1)
       *[other] { $seat } உருட்டினார்: { $value }
    }
log-enters = { $seat } { $pawn }-ஆம் காயை இறக்குகிறார்
log-moves = { $seat } { $pawn }-ஆம் காயைக் கட்டம் { $from }-இலிருந்து கட்டம் { $to }-க்கு நகர்த்துகிறார்
log-moves-to-centre = { $seat } { $pawn }-ஆம் காயைக் கட்டம் { $from }-இலிருந்து நடுக்கட்டத்துக்கு நகர்த்துகிறார்
log-cuts = { $seat } { $other }-ஐ வெட்டினார்: { $pawn }-ஆம் காய் கூட்டுக்குத் திரும்புகிறது
log-pawn-home = { $seat } { $pawn }-ஆம் காய் நடுக்கட்டத்தை அடைந்தது
log-crowned = { $seat } எல்லாக் காய்களையும் நடுக்கட்டம் சேர்த்து ராஜா ஆனார்!
log-finishes = { $seat } { $place } இடம் பெற்றார்
log-value-lost = { $seat } { $value }-ஐப் பயன்படுத்த முடியாது; அது வீணானது
log-throw-again = { $seat } மீண்டும் உருட்டுகிறார்
log-ranking-entry = { $place }. { $seat }
log-game-over = ஆட்டம் முடிந்தது: { $ranking }
log-throws-and-enters = { $value ->
        [1] { $seat } தாயம் (1) உருட்டி { $pawn }-ஆம் காயை இறக்குகிறார்
       *[other] { $seat } { $value } உருட்டி { $pawn }-ஆம் காயை இறக்குகிறார்
    }
log-throws-and-moves = { $seat } { $value } உருட்டி { $pawn }-ஆம் காயைக் கட்டம் { $from }-இலிருந்து கட்டம் { $to }-க்கு நகர்த்துகிறார்
log-throws-and-moves-to-centre = { $seat } { $value } உருட்டி { $pawn }-ஆம் காயைக் கட்டம் { $from }-இலிருந்து நடுக்கட்டத்துக்கு நகர்த்துகிறார்
log-throws-but-loses = { $seat } { $value } உருட்டினார், ஆனால் { $lost }-ஐப் பயன்படுத்த முடியாது; அது வீணானது

## பட்டிப் பட்டை

menu-new-game = புதிய ஆட்டம்
menu-new-game-key = Ctrl+N
menu-back-to-game = ஆட்டத்துக்குத் திரும்பு
menu-history = வரலாறு
menu-statistics = புள்ளிவிவரம்
menu-rules = விதிகள்
menu-settings = அமைப்புகள்

## அமைப்புகள்

settings-auto-play = ஒரே ஒரு நகர்வு இருந்தால் தானே ஆடு
settings-animation = அசைவு வேகம்
settings-animation-instant = உடனே
settings-animation-fast = வேகம்
settings-animation-normal = இயல்பு
settings-animation-slow = மெதுவாக
settings-pace = கணினியின் ஆட்ட வேகம்
settings-pace-instant = உடனே
settings-pace-brisk = சுறுசுறுப்பாக
settings-pace-readable = பின்தொடரும்படி
settings-pace-slow = மெதுவாக
settings-theme = தோற்றம்
settings-theme-light = வெளிர்
settings-theme-dark = இருள்
settings-theme-system = கணினியின்படி
settings-language = மொழி

## Sound

settings-sound = ஒலி
settings-volume = ஒலி அளவு
settings-mute = ஒலியடக்கு
settings-mute-key = ஒலியை அடக்க அல்லது மீண்டும் கேட்க (M)

## விதிகள் சாளரம்

rules-title = விதிகள்
rules-aim-title = நோக்கம்
rules-aim = உங்கள் கூட்டில் உள்ள எல்லாக் காய்களையும் சுருள் பாதை வழியே நடுக்கட்டத்துக்குக் கொண்டு சேருங்கள். முதலில் சேர்ப்பவர் ராஜா ஆகிறார்; மற்றவர்கள் அடுத்த இடங்களுக்காகத் தொடர்ந்து ஆடுகிறார்கள்.
rules-dice-title = தாயக்கட்டைகள்
rules-dice = இரண்டு நீண்ட நான்கு பக்கத் தாயக்கட்டைகளில் வெறுமை, 1, 2, 3 என்ற பக்கங்கள் உண்டு. இரண்டின் கூட்டுத்தொகையே உருட்டின் மதிப்பு; இரண்டுமே வெறுமையாக விழுந்தால் அது 12. ஒன்று விழுவது தாயம். 1, 5, 6, 12 விழுந்தால் மீண்டும் உருட்டலாம்.
rules-entering-title = காய் இறக்குதல்
rules-entering = முதல் காய் தாயம் (1) விழுந்தால் மட்டுமே உங்கள் தொடக்கப் பாதுகாப்புக் கட்டத்தில் இறங்கும். அதன் பிறகு 1 அல்லது 5 விழுந்தால் ஒரு காயை இறக்கலாம். காய் இறக்க அந்த உருட்டு முழுவதும் செலவாகும்.
rules-moving-title = நகர்த்துதல்
rules-moving = ஒரு காய் உருட்டின் முழு மதிப்பையும் தன் பாதையில் நகரும்: முதலில் வெளிச்சுற்றில் இடஞ்சுழியாக, பிறகு உள்நோக்கி. நகர்த்த முடிந்தால் நகர்த்தியே ஆக வேண்டும்; எந்தக் காயும் பயன்படுத்த முடியாத மதிப்பு வீணாகும்.
rules-cutting-title = வெட்டுதல்
rules-cutting = சாதாரணக் கட்டத்தில் எதிராளியின் காய் மேல் வந்து இறங்கினால் அதை வெட்டுகிறீர்கள்: அது தன் கூட்டுக்குத் திரும்புகிறது. உங்கள் சொந்தக் காய்கள் ஒரே சாதாரணக் கட்டத்தில் நிற்பதில்லை. குறுக்குக் குறியிட்ட பாதுகாப்புக் கட்டங்களில் எத்தனைக் காய்களும் நிற்கலாம்; அங்கே யாரையும் வெட்ட முடியாது.
rules-gate-title = வாயில்
rules-gate = ஒரு காயையாவது வெட்டும் வரை உங்கள் காய்கள் உள்ளே போக முடியாது: உங்கள் தொடக்கக் கட்டத்துக்குப் பின்னுள்ள அம்புக்குறியில் அவை வெளிச்சுற்றிலேயே சுற்றிக்கொண்டிருக்கும். வெட்டிய பிறகு அந்த அம்புக்குறி உள்ளே வழி காட்டும்.
rules-centre-title = நடுக்கட்டம்
rules-centre = நடுக்கட்டத்தை அடையச் சரியான மதிப்பு விழ வேண்டும். நடுக்கட்டம் சேர்ந்த காய் பழம் ஆகிவிட்டது; அது ஆட்டத்தை முடித்துவிட்டது.
rules-house-title = வீட்டு விதிகள்
rules-house = புதிய ஆட்டத் திரையில் மரபான மாற்று விதிகள் உண்டு: தாயம் (1) விழுந்தால் மட்டும் காய் இறக்குதல், முதலில் எல்லா உருட்டுகளையும் உருட்டிப் பிறகு நகர்த்துதல், வெட்டிய பின் கூடுதல் உருட்டு, வாயிலில் காத்திருத்தல், வலஞ்சுழியாக ஆடுதல், முதல் வெற்றியாளருடன் ஆட்டத்தை நிறுத்துதல்.
rules-keys-title = விசைகள்
rules-keys = Space அல்லது Enter உருட்டும். 1 முதல் 6 வரையிலான விசைகள் அந்த எண் காயை நகர்த்தும். Tab அடுத்த நகர்வைக் குறிக்கும், Enter அதை ஆடும்; Esc குறியை நீக்கும். Ctrl+N புதிய ஆட்டத்தைத் தொடங்கும்.

## ஆட்ட முடிவு

game-over-title = ஆட்டம் முடிந்தது
game-over-king = { $place }. { $who }: ராஜா
game-over-place = { $place }. { $who }, { $ordinal }
game-over-play-again = மீண்டும் ஆடு
game-over-new-game = புதிய ஆட்டம்
player-with-colour = { $name } ({ $colour })

## பக்கப் பலகை

side-to-throw = { $seat } உருட்ட வேண்டும்
side-to-move = { $seat } நகர்த்த வேண்டும்
side-computer = { $name } · கணினி, { $level }
side-computer-thinking = { $name } · கணினி, { $level } · யோசிக்கிறது…
side-game-over = ஆட்டம் முடிந்தது
side-throw-again = மீண்டும் உருட்டு!
side-throw = உருட்டு
side-throw-keys = Space அல்லது Enter
side-undo = திரும்பப் பெறு
side-undo-hover = Ctrl+Z: உங்கள் கடைசி நகர்வைத் திரும்பப் பெறுங்கள்; அதே உருட்டு மீண்டும் கிடைக்கும்
side-undo-off = இந்த ஆட்டத்தில் திரும்பப் பெற முடியாது
side-hint = குறிப்பு
side-hint-hover = H: கடினநிலைக் கணினி ஆடும் நகர்வைக் காட்டு
side-thinking = யோசிக்கிறது…
side-hint-enter = குறிப்பு: { $value } கொண்டு { $pawn }-ஆம் காயை இறக்குங்கள்
side-hint-move = குறிப்பு: { $pawn }-ஆம் காயை { $value } கட்டம் நகர்த்துங்கள்
side-pool = சேமிப்பு:
side-pool-empty = காலி
side-use-value = { $count ->
        [1] { $value }-ஐப் பயன்படுத்து
       *[other] { $value }-ஐப் பயன்படுத்து (×{ $count })
    }
side-counts-gate-open = கூடு { $yard } · பலகை { $board } · நடு { $centre } · வாயில் திறந்தது
side-counts-gate-closed = கூடு { $yard } · பலகை { $board } · நடு { $centre } · வாயில் மூடியது
side-moves = நகர்வுகள்

## ஆட்டக்காரர்கள்

level-easy = எளிது
level-medium = நடுத்தரம்
level-hard = கடினம்
kind-human = மனிதர்
kind-remote = வேறு கணினியில் நண்பர்
kind-computer = கணினி · { $level }
colour-letter-red = சி
colour-letter-green = ப
colour-letter-yellow = ம
colour-letter-blue = நீ
seat-south = தெற்கு
seat-east = கிழக்கு
seat-north = வடக்கு
seat-west = மேற்கு
level-easy-hint = விதிப்படியான ஏதாவது ஒரு நகர்வைத் தற்செயலாக ஆடும்
level-medium-hint = வெட்டும், காய் இறக்கும், பாதுகாப்புக் கட்டங்களை அடையும், ஆபத்திலிருந்து விலகும்
level-hard-hint = வரப்போகும் உருட்டுகளை முன்கூட்டியே கணக்கிட்டு ஆடும்

## புதிய ஆட்டத் திரை

setup-title = புதிய ஆட்டம்
setup-pawns = ஒருவருக்குக் காய்கள்
setup-pawns-count = { $count ->
        [one] { $count } காய்
       *[other] { $count } காய்கள்
    }
setup-start = ஆட்டத்தைத் தொடங்கு
setup-start-key = Enter
setup-seating = இருக்கைகள்
setup-players-count = { $count } பேர்
setup-two-opposite = இருவர் ஆடும்போது எப்போதும் எதிரெதிரே அமர்வார்கள்:
setup-two-pair = { $seat }, { $other } ({ $colour }, { $othercolour })
setup-three-empty = எந்த இருக்கை காலியாக இருக்கும்?
setup-seat-with-colour = { $seat } ({ $colour })
setup-four-full = எல்லா இருக்கைகளும் நிறைந்துள்ளன.
setup-seating-picture = இருக்கைகள்: { $colours }
setup-players = ஆட்டக்காரர்கள்
setup-player-row = { $letter } { $colour } ({ $seat })
setup-name-field = { $colour } பெயர்
setup-human-choice = { $colour }: மனிதர்
setup-computer = கணினி:
setup-computer-choice = { $colour }: கணினி { $level }
setup-rule-set = விதித் தொகுப்பு
preset-classic = வழக்கமானது
preset-traditional = மரபானது
setup-custom = (தனிப்பயன்)
setup-entering = காய் இறக்குதல்
setup-entering-one-then-five = தாயம், பிறகு 1 அல்லது 5
setup-entering-one-only = தாயம் (1) மட்டும்
setup-entering-hint = முதல் காய்க்கு எப்போதும் தாயம் (1) வேண்டும்; அடுத்த காய்கள் 5 விழுந்தாலும் இறங்கலாம்.
setup-turns = முறைகள்
setup-turns-per-throw = ஒவ்வொரு உருட்டுக்கும் பிறகு நகர்த்து
setup-turns-throw-first = முதலில் உருட்டு
setup-turns-hint = முதலில் உருட்டு: 1, 5, 6, 12 விழும் வரை உருட்டிக்கொண்டே இருந்து, பிறகு மதிப்புகளைச் செலவிடுங்கள்.
setup-cut-bonus = வெட்டுப் பரிசு
setup-cut-bonus-extra = வெட்டிய பின் கூடுதல் உருட்டு
setup-cut-bonus-hint = வெட்டும் நகர்வுக்கு இன்னொரு உருட்டு கிடைக்கும்.
setup-gate = வாயில்
setup-gate-circle = சுற்றிக்கொண்டே இரு
setup-gate-wait = வாயிலில் காத்திரு
setup-gate-hint = ஆட்டக்காரர் வெட்டும் முன் காய் தன் அம்புக்குறியில் என்ன செய்யும்.
setup-order = ஆடும் வரிசை
setup-order-counter-clockwise = இடஞ்சுழி
setup-order-clockwise = வலஞ்சுழி
setup-order-hint = மேசையைச் சுற்றி ஆட்டம் நகரும் திசை.
setup-undo = திரும்பப் பெறுதல்
setup-undo-allow = நகர்வுகளைத் திரும்பப் பெற அனுமதி
setup-undo-hint = Ctrl+Z ஒருவரின் கடைசி நகர்வைத் திரும்பப் பெறும்; கண்டிப்பான ஆட்டங்களுக்கு அணைத்து வையுங்கள்.
setup-first-winner = முதல் வெற்றியாளர்
setup-play-on = அடுத்த இடங்களுக்குத் தொடர்ந்து ஆடு
setup-stop = நிறுத்து
setup-first-winner-hint = ராஜா முடிசூடிய பின் தொடர்ந்து ஆடலாம் அல்லது ஆட்டத்தை முடிக்கலாம்.

## வரலாறும் மீள்பார்வையும்

history-title = வரலாறு
history-not-saved = ஆட்டங்கள் சேமிக்கப்படவில்லை; அதனால் வரலாறு இல்லை.
history-import = இறக்குமதி…
history-import-hover = ஒரு ஆட்டக் கோப்பை வரலாற்றில் சேர்
history-waiting-dialog = கோப்புச் சாளரத்துக்குக் காத்திருக்கிறது…
history-empty = இன்னும் முடிந்த ஆட்டம் எதுவும் இல்லை. இறுதிவரை ஆடிய ஆட்டங்கள் இங்கே வைக்கப்படும்.
history-date = நாள்
history-players = ஆட்டக்காரர்கள்
history-winner = வெற்றியாளர்
history-length = நீளம்
history-replay = மீண்டும் பார்
history-replay-game = { $game }-ஆம் ஆட்டத்தை மீண்டும் பார்
history-export = ஏற்றுமதி…
history-export-game = { $game }-ஆம் ஆட்டத்தை ஏற்றுமதி செய்
history-winner-nobody = யாருமில்லை
history-unfinished = முடியவில்லை
history-length-value = { $throws ->
        [one] { $throws } உருட்டு
       *[other] { $throws } உருட்டுகள்
    }, { $moves ->
        [one] { $moves } நகர்வு
       *[other] { $moves } நகர்வுகள்
    }
history-date-utc = { $date } UTC
history-cannot-replay = இந்த ஆட்டத்தை மீண்டும் பார்க்க முடியாது: { $error }.
replay-title = மீள்பார்வை
replay-step = படி { $step } / { $total }
replay-start-of-game = ஆட்டத்தின் தொடக்கம்
replay-moves-pawn = { $seat } { $pawn }-ஆம் காயை நகர்த்துகிறார்
replay-to-start = தொடக்கம்
replay-back = பின்னே
replay-forward = முன்னே
replay-to-end = முடிவு
replay-keys = இடது, வலது அம்பு விசைகளாலும் படிப்படியாகச் செல்லலாம்.
replay-back-to-list = பட்டியலுக்குத் திரும்பு

## தாயக்கட்டைகளுக்கு மேல் அறிவிப்புகள்

notice-undone = நகர்வு திரும்பப் பெறப்பட்டது
notice-undone-again = நகர்வு திரும்பப் பெறப்பட்டது: { $value }-ஐ மீண்டும் ஆடுங்கள்
notice-cuts = { $seat } { $other }-ஐ வெட்டினார்!
notice-value-lost = நகர்வு இல்லை: { $seat } { $value }-ஐ இழக்கிறார்
notice-king = { $seat } ராஜா!

## கோப்புகள், செய்திகள், பிழைகள்

messages-ok = சரி
dialog-filter-game = தாயம் ஆட்டம்
file-exported = ஆட்டம் { $file } கோப்பில் ஏற்றுமதி செய்யப்பட்டது.
file-imported = { $file } வரலாற்றில் சேர்க்கப்பட்டது.
error-not-exported = ஆட்டத்தை ஏற்றுமதி செய்ய முடியவில்லை: { $error }.
error-not-imported = { $file }-ஐ இறக்குமதி செய்ய முடியவில்லை: { $error }. எதுவும் மாற்றப்படவில்லை.
error-cannot-save-games = ஆட்டங்களைச் சேமிக்க முடியாது: { $error }.
error-finished-not-kept = முடிந்த ஆட்டத்தை வைத்துக்கொள்ள முடியவில்லை: { $error }.
error-game-not-saved = ஆட்டத்தைச் சேமிக்க முடியவில்லை: { $error }.
error-not-set-aside = முடியாத ஆட்டத்தை ஒதுக்கி வைக்க முடியவில்லை: { $error }.
error-settings-not-saved = அமைப்புகளைச் சேமிக்க முடியவில்லை: { $error }.
error-file-unusable = { $path }-ஐப் பயன்படுத்த முடியவில்லை: { $error }.
error-file-unusable-moved = { $path }-ஐப் பயன்படுத்த முடியவில்லை: { $error }. அது { $moved }-க்கு நகர்த்தப்பட்டது.
error-cannot-start = இந்த ஆட்டத்தைத் தொடங்க முடியாது: { $error }.
error-computer-failed = ஒரு கணினி ஆட்டக்காரர் யோசிப்பதை நிறுத்திவிட்டார்; விதிப்படியான முதல் நகர்வை ஆடினார்.
error-dialog-failed = கோப்புச் சாளரத்தைத் திறக்க முடியவில்லை: { $error }.
error-dialog-portal = கோப்புச் சாளரத்தைத் திறக்க முடியவில்லை (Linux-இல் இதற்கு xdg-desktop-portal தேவை).

## முடியாத ஆட்டத்தைத் தொடர

resume-title = முடியாத ஆட்டம் ஒன்று
resume-summary-to-throw = { $throws ->
        [one] { $throws } உருட்டு
       *[other] { $throws } உருட்டுகள்
    }, { $moves ->
        [one] { $moves } நகர்வு
       *[other] { $moves } நகர்வுகள்
    } ஆடப்பட்டன; { $seat } உருட்ட வேண்டும்
resume-summary-to-move = { $throws ->
        [one] { $throws } உருட்டு
       *[other] { $throws } உருட்டுகள்
    }, { $moves ->
        [one] { $moves } நகர்வு
       *[other] { $moves } நகர்வுகள்
    } ஆடப்பட்டன; { $seat } நகர்த்த வேண்டும்
resume-resume = தொடர்
resume-new-game = புதிய ஆட்டம்

## பலகை (அணுகல் பெயர்களும் நகர்வு முன்னோட்டங்களும்)

board-yard = { $count ->
        [one] { $seat } கூடு: { $count } காய்
       *[other] { $seat } கூடு: { $count } காய்கள்
    }
board-pawn-in-yard = { $seat } { $pawn }-ஆம் காய், கூட்டில்
board-pawn-at-centre = { $seat } { $pawn }-ஆம் காய், நடுக்கட்டத்தில்
board-pawn-on-square = { $seat } { $pawn }-ஆம் காய், கட்டம் { $square }-இல்
board-pawn-hint = { $pawn }, குறிப்பு
board-centre = நடுக்கட்டம்
board-square = கட்டம்: வரிசை { $row }, நிரல் { $column }
board-home-cross = { $seat } தொடக்கப் பாதுகாப்புக் கட்டம்
board-cross = பாதுகாப்புக் கட்டம்
board-arrow = { $seat } அம்புக்குறி
board-preview-enters = { $pawn }-ஆம் காய் இறங்கும்
board-preview-centre = { $pawn }-ஆம் காய் நடுக்கட்டம் சேரும்
board-preview-to = { $pawn }-ஆம் காய் கட்டம் { $square }-க்கு
board-preview-cuts = { $move }, { $seat } { $pawn }-ஆம் காயை வெட்டும்

## தாயக்கட்டைகள்

dice-rolling = { $die }-ஆம் கட்டை உருள்கிறது
dice-shows = { $face ->
        [0] { $die }-ஆம் கட்டையில் வெறுமை
       *[other] { $die }-ஆம் கட்டையில் { $face }
    }
dice-not-thrown = { $die }-ஆம் கட்டை இன்னும் உருட்டப்படவில்லை

## புள்ளிவிவரம்

stats-title = புள்ளிவிவரம்
stats-players = ஆட்டக்காரர்கள்
stats-no-games = இன்னும் முடிந்த ஆட்டம் எதுவும் இல்லை.
stats-name = பெயர்
stats-games = ஆட்டங்கள்
stats-wins = வெற்றிகள்
stats-dice = தாயக்கட்டைகள்: { $throws ->
        [one] { $throws } உருட்டு
       *[other] { $throws } உருட்டுகள்
    }
stats-dice-explained = ஒவ்வொரு மதிப்பும் எல்லா உருட்டுகளில் விழுந்த பங்கு (பட்டை), அதன் சரியான வாய்ப்பு (கோடு) அருகில்.
stats-value = மதிப்பு
stats-throws = உருட்டுகள்
stats-seen = விழுந்தது
stats-exact = சரியான வாய்ப்பு
stats-value-bar = மதிப்பு { $value }: விழுந்தது { $seen }%, சரியான வாய்ப்பு { $exact }%
stats-chi-square-fair = கை-வர்க்கம் { $chi }, 6 சுதந்திரப் படிகளில்: நேர்மையான கட்டைகள் 95% நேரம் தரும் வரம்புக்குள்.
stats-chi-square-unusual = கை-வர்க்கம் { $chi }, 6 சுதந்திரப் படிகளில்: நேர்மையான கட்டைகளுக்கு அரிது (5% நேரமே நிகழும்).
stats-few-throws = { $throws } உருட்டுகளுக்குக் குறைவாக இருந்தால் இது அதிகம் சொல்லாது: அரிய மதிப்புகள் ஐந்து முறைக்கும் குறைவாகவே எதிர்பார்க்கப்படும்.

## Why something failed: the { $error } of the messages above.
why-move-expected = ஆட்டம் ஒரு நகர்வுக்காகக் காத்திருக்கிறது, வீச்சுக்காக அல்ல
why-throw-expected = ஆட்டம் ஒரு வீச்சுக்காகக் காத்திருக்கிறது, நகர்வுக்காக அல்ல
why-game-over = ஆட்டம் முடிந்துவிட்டது
why-illegal-move = காய் { $pawn } இப்போது { $value } நகர முடியாது
why-pool-full = { $value } வீச்சுகளை இனி வைத்துக்கொள்ள முடியாது
why-no-such-move = இப்போது { $number }-ஆம் நகர்வு இல்லை
why-player-count = ஒரு ஆட்டத்துக்கு 2, 3 அல்லது 4 ஆட்டக்காரர்கள் தேவை, { $count } அல்ல
why-seat-twice = { $seat } இருமுறை தேர்ந்தெடுக்கப்பட்டுள்ளது
why-not-opposite = இரு ஆட்டக்காரர்கள் எதிரெதிரே அமர வேண்டும் ({ $seat }, { $other } அருகருகே உள்ளன)
why-pawn-count = ஒவ்வொருவருக்கும் 4, 5 அல்லது 6 காய்கள், { $count } அல்ல
why-first-not-seated = முதல் ஆட்டக்காரர் { $seat }-க்கு இருக்கை இல்லை
why-record-throw = ஆட்டத்தின் { $number }-ஆம் வீச்சு விதிகளை மீறுகிறது ({ $error })
why-record-move = ஆட்டத்தின் { $number }-ஆம் நகர்வு விதிகளை மீறுகிறது ({ $error })
why-record-unused = ஆட்டம் முடிந்தபின் { $throws } வீச்சுகளும் { $moves } நகர்வுகளும் மீதம் உள்ளன
why-no-home = ஆட்டங்களை வைக்க இந்தக் கணினி வீட்டுக் கோப்புறை எதையும் தரவில்லை
why-io = { $path }: { $reason }
why-too-large = கோப்பு { $size } KB, எந்த தாயம் கோப்பையும் விடப் பெரியது ({ $limit } KB)
why-empty = கோப்பு காலியாக உள்ளது
why-not-text = கோப்பு உரை அல்ல
why-syntax = கோப்பு தாயம் வடிவத்தில் இல்லை ({ $detail })
why-newer = கோப்பு புதிய தாயம் பதிப்பிலிருந்து வந்தது (வடிவம் { $found }; இது { $supported } வரை படிக்கும்)
why-unknown-version = தாயம் ஒருபோதும் எழுதாத வடிவப் பதிப்பு ({ $found })
why-encode = ஆட்டத்தை எழுத முடியவில்லை ({ $detail })
why-in-use = வேறொரு தாயம் ஏற்கெனவே { $dir } தரவுக் கோப்புறையைப் பயன்படுத்துகிறது; அதை மூடுங்கள், அல்லது இதை --data-dir DIR உடன் தொடங்குங்கள்
why-dice-ran-out = { $count } வீச்சுகளுக்குப் பிறகு பகடைகளில் வீச்சு இல்லை

## The crash report of the last run, told once at the next start.
messages-crash-report = கடந்த முறை தாயம் எதிர்பாராமல் மூடப்பட்டது. அதன் செயலிழப்பு அறிக்கை { $path }; பிழை அறிக்கையுடன் அதையும் அதே கோப்புறையிலுள்ள dhayam.log-ஐயும் இணையுங்கள்.
messages-open-folder = கோப்புறையைத் திற
why-thread = சேமிக்கும் இழையைத் தொடங்க முடியவில்லை ({ $reason })
why-writer-panicked = உள் பிழைக்குப் பின் சேமிப்பு நின்றது; ஆட்டம் பலகையில் அப்படியே உள்ளது
why-player-missing = { $seat } ஆடுகிறது, ஆனால் ஆட்டக்காரர் இல்லை
why-player-twice = { $seat }-க்கு ஒருவருக்கு மேற்பட்ட ஆட்டக்காரர்கள்
why-player-not-playing = { $seat }-க்கு ஆட்டக்காரர் உண்டு, ஆனால் அது ஆடவில்லை
why-name-empty = { $seat } ஆட்டக்காரருக்குப் பெயர் இல்லை
why-name-too-long = { $seat } பெயர் { $limit } எழுத்துகளை விட நீளமானது
why-name-control = { $seat } பெயரில் காட்ட முடியாத எழுத்துகள் உள்ளன

## Motion
settings-reduced-motion = குறைந்த அசைவு
settings-reduced-motion-hover = துள்ளும் கட்டைகள், தாவும் காய்கள், வண்ணக் காகிதம் இல்லை: எளிய சிறு நகர்வுகள்
game-over-cuts-made = வெட்டியவை
game-over-pawns-lost = இழந்த காய்கள்
game-over-throws-lost = வீணான உருட்டுகள்
## Win chances and review

settings-win-chances = ஒவ்வொருவரின் வெற்றி வாய்ப்பைக் காட்டு
win-chances-title = வெற்றி வாய்ப்புகள்
win-chances-part = { $seat } { $percent }%
win-chances-label = வெற்றி வாய்ப்புகள்: { $chances }
review-title = கடினநிலைக் கணினியின் மதிப்பாய்வு
review-running = கடினநிலைக் கணினி ஆட்டத்தை மதிப்பாய்வு செய்கிறது… { $percent }%
review-failed = இந்த ஆட்டத்தை மதிப்பாய்வு செய்ய முடியவில்லை: { $error }.
review-stopped = மதிப்பாய்வு முடிவதற்குள் நின்றுவிட்டது.
review-player = { $seat }: { $accuracy }% துல்லியம், { $mistakes ->
        [0] பெரிய தவறு இல்லை
       *[other] { $mistakes } பெரிய தவறுகள்
    }
review-graph-label = ஆட்டம் முழுவதும் வெற்றி வாய்ப்புகள்; இப்போது { $chances }
review-previous-mistake = முந்தைய தவறு
review-next-mistake = அடுத்த தவறு
review-no-mistakes = இந்த ஆட்டத்தில் பெரிய தவறு இல்லை.
review-best-enter = { $value } கொண்டு { $pawn }-ஆம் காயை இறக்கும்
review-best-move = { $pawn }-ஆம் காயை { $value } கட்டம் நகர்த்தும்
review-verdict-best = { $seat } கடினநிலைக் கணினி போலவே ஆடினார்: வெல்ல { $chance }% வாய்ப்பு.
review-verdict-small = { $seat } { $given } புள்ளி வெற்றி வாய்ப்பை இழந்தார்; கடினநிலைக் கணினி { $best } (வெல்ல { $best-chance }%).
review-verdict-mistake = பெரிய தவறு: { $seat } { $given } புள்ளி வெற்றி வாய்ப்பை இழந்தார்; கடினநிலைக் கணினி { $best } ({ $chance }%-க்குப் பதில் { $best-chance }%).
review-verdict-no-choice = இந்தப் படியில் உண்மையான தேர்வு இல்லை.
## Look
settings-board = பலகை
settings-board-plain = எளிமை
settings-board-wood = மரப்பலகை
settings-board-chalk = தரையில் சுண்ணக்கட்டி
settings-colour-blind = நிறக்குருட்டுக்கும் தெளிவான நிறங்கள்
rules-paths = ஒவ்வொரு நிறத்தின் பாதை: வீட்டிலிருந்து வெளி வளையத்தைச் சுற்றி, பின் தன் வாயில் (அம்புக்குறி) வழியாக உள் கட்டங்களுக்குள் சென்று நடுவை அடையும். வெட்டும் வரை வளையம் தொடரும் (கோடிட்டது).
rules-path-board = வீட்டிலிருந்து நடு வரை { $seat } பாதை
## Across computers
setup-remote = வேறு கணினியில் நண்பர்
setup-remote-choice = { $colour }: வேறு கணினியில் நண்பர்
setup-remote-hint = ஒரு நண்பர் தம் கணினியிலிருந்து இந்த இருக்கையில் ஆடுவார்: தொடங்கினால் மேசை திறந்து, அவருக்கு அனுப்ப ஒரு சேர்க்கைக் குறியீடு கிடைக்கும்.
setup-join = ஒரு மேசையில் சேர…
join-title = ஒரு மேசையில் சேர
join-explain = உங்கள் விருந்தோம்பி அனுப்பிய சேர்க்கைக் குறியீட்டை ஒட்டுங்கள். உங்கள் கணினி அவர் கணினியுடன் நேரடியாக இணையும்; கணக்கு தேவையில்லை.
join-code = சேர்க்கைக் குறியீடு
join-code-hint = குறியீட்டை இங்கே ஒட்டுங்கள்
join-paste = ஒட்டு
join-paste-hover = சேர்க்கைக் குறியீட்டை நகல்பலகையிலிருந்து ஒட்டுங்கள் (அல்லது புலத்தில் Ctrl+V அழுத்துங்கள்)
join-code-empty = இங்கே சேர்க்கைக் குறியீடு இல்லை: விருந்தோம்பி அனுப்பியதை நகலெடுத்து, பிறகு ஒட்டுங்கள்.
join-code-not-a-code = இது சேர்க்கைக் குறியீடு அல்ல: சேர்க்கைக் குறியீடு "endpoint" என்று தொடங்கும். விருந்தோம்பி அனுப்பிய முழுக் குறியீட்டையும் நகலெடுங்கள்.
join-code-damaged = சேர்க்கைக் குறியீடு பாதியில் துண்டிக்கப்பட்டுள்ளது அல்லது சிதைந்துள்ளது. முழுவதையும் மீண்டும் நகலெடுங்கள், அல்லது விருந்தோம்பியிடம் மீண்டும் அனுப்பச் சொல்லுங்கள்.
join-code-several = இங்கே இரண்டு வெவ்வேறு சேர்க்கைக் குறியீடுகள் உள்ளன. இந்த மேசைக்காக விருந்தோம்பி அனுப்பியதை மட்டும் ஒட்டுங்கள்.
join-name = உங்கள் பெயர்
join-name-hint = மற்றவர்கள் காணும் உங்கள் பெயர்
join-join = சேர்
join-cancel = ரத்து
nearby-title = இந்த வலையமைப்பில் உள்ள மேசைகள்
nearby-looking = இந்த வலையமைப்பில் மேசைகளைத் தேடுகிறது…
nearby-open-seats = { $count ->
    [one] 1 காலி இருக்கை
   *[other] { $count } காலி இருக்கைகள்
}
nearby-join = இந்த மேசையில் சேர்
nearby-name-first = முதலில் மேலே உங்கள் பெயரை எழுதுங்கள்: மற்றவர்கள் அதைப் பார்ப்பார்கள்.
nearby-full = இந்த மேசையின் எல்லா இருக்கைகளும் நிரம்பிவிட்டன.
nearby-table-name = { $name } அவர்களின் மேசை
nearby-table-unnamed = ஒரு தாயம் மேசை
settings-tables-nearby = இந்த வலையமைப்பில் மேசைகளைக் கண்டறி
settings-tables-nearby-hover = இந்த வலையமைப்பில் நடத்தப்படும் மேசைகளைச் சேரும் படிவத்தில் காட்டும், உங்கள் மேசையையும் அங்கே காட்டும். ஓர் அடையாளம் மட்டுமே வெளியிடப்படும்; மேசையின் பெயர் கேட்பவர்களுக்கு மட்டும் சொல்லப்படும்.
reach-title = கணினிகளுக்கு இடையே ஆடுதல்
reach-internet = இணையம் வழியாக (குறியீடு எங்கிருந்தும் வேலை செய்யும்)
reach-this-network = இந்த வலையமைப்பில் மட்டும் (இணையம் இல்லாமல்: ஒரே இடத்தில் கூடி ஆட)
reach-internet-hover = கணினிகள் இயன்றால் நேரடியாக இணையும், இல்லையெனில் ஓர் இடைநிலைச் சேவையகம் (relay) வழியாக. நேரடி இணைப்பு அடிக்கடி கிடைக்க, மேசைக்கு ஒரு வாயிலைத் (port) திறக்கும்படி உங்கள் திசைவியிடம் (router) கேட்கப்படும்.
reach-this-network-hover = இடைநிலைச் சேவையகங்களும் இணையத் தேடல்களும் இல்லை: இந்த வலையமைப்பில் உள்ள கணினிகள் மட்டுமே, குறியீட்டாலோ அருகில் கண்ட மேசைகளிலிருந்தோ சேர முடியும்.
reach-relay = உங்கள் இடைநிலைச் சேவையகம் { $relay } வழியாக
lobby-hosting = உங்கள் மேசை திறந்துள்ளது
lobby-joined = நீங்கள் மேசையில் உள்ளீர்கள்
lobby-code-explain = இந்தக் குறியீட்டை நண்பர்களுக்கு அனுப்புங்கள்; அவர்கள் "ஒரு மேசையில் சேர…" என்பதைத் தேர்ந்து ஒட்டுவார்கள்.
lobby-opening = மேசை திறக்கிறது… சேர்க்கைக் குறியீடு சில நொடிகளில் வரும்.
lobby-copy = குறியீட்டை நகலெடு
lobby-copied = நகல்பலகைக்கு நகலெடுக்கப்பட்டது
lobby-start = ஆட்டத்தைத் தொடங்கு
lobby-leave = மேசையை விட்டு வெளியேறு
lobby-wait-for-host = விருந்தோம்பி ஆட்டத்தைத் தொடங்கக் காத்திருக்கிறது…
lobby-connecting = விருந்தோம்பியுடன் இணைகிறது…
lobby-trouble = இணைப்பு இல்லை: { $why }
lobby-host-seat = { $name } (விருந்தோம்பியின் கணினியில்)
lobby-computer-seat = { $name } (கணினி)
lobby-open-seat = காலி: நண்பருக்காகக் காத்திருக்கிறது
lobby-guest-here = { $name } (இணைந்துள்ளார்)
lobby-guest-gone = { $name } (துண்டிக்கப்பட்டது; இருக்கை காத்திருக்கிறது)
lobby-stand-in = { $name } (விலகியுள்ளார்; திரும்பும் வரை கணினி ஆடுகிறது)
strip-waiting-gone = { $name } திரும்பி வரக் காத்திருக்கிறது.
strip-waiting-silent = { $name } இணைப்பில் உள்ளார், ஆனால் பதில் இல்லை: காத்திருக்கிறது.
strip-hand-over = { $name } க்காகக் கணினி ஆடட்டும்
lobby-redialling = ஆட்ட நடத்துநருடனான இணைப்பு துண்டிக்கப்பட்டது; மீண்டும் அழைக்கிறது…
lobby-remove = { $name } ஐ நீக்கு
lobby-remove-hint = அவர்களின் இணைப்பை மூடி, இனி அவர்களின் கணினியை இந்த மேசையிலிருந்து திருப்பி அனுப்பும். தொடங்கும் முன் அவர்களின் இருக்கை மீண்டும் காலியாகும்; ஆட்டத்தின்போது ஒரு கணினி அதை இறுதி வரை ஆடும்.
strip-waits-alone = வேறு யாரும் எறிதல்களில் பங்கெடுக்க இங்கு இல்லை: ஒருவர் திரும்பி வரும்வரை ஆட்டம் காத்திருக்கிறது.
strip-go-on-alone = மற்றவர்கள் இல்லாமல் எறி
strip-go-on-alone-hint = உங்கள் பகடை இரகசியம் மட்டும் கொண்டு எறிந்தவை பதிவிலும் ஒவ்வொரு திரையிலும் “நடத்துநர் மட்டும், நேர்மை நிரூபிக்க இயலாதது” எனக் குறிக்கப்படும்.
strip-missed = நீங்கள் இல்லாதபோது உங்கள் பகடை இல்லாமல் { $throws } எறிதல்கள் நடந்தன (அவற்றில் { $alone } நடத்துநர் மட்டும் எறிந்தவை, நேர்மை நிரூபிக்க இயலாதவை).
strip-missed-seen = சரி
strip-let-back = { $name } மீண்டும் ஆடட்டும்
strip-let-back-hint = அவர்கள் ஆட்டத்தை நிறுத்தி வைத்ததால் ஒரு கணினி அவர்களின் இருக்கைகளை ஆடுகிறது; அவர்களுடையதல்லாத அடுத்த முறையிலிருந்து அவர்கள் மீண்டும் ஆடுவார்கள்.
guest-stopped-version = நடத்துநரின் தாயம் கணினிகளுக்கிடையிலான ஆட்டத்தின் பதிப்பு { $host } பேசுகிறது, இது { $here }: இரண்டும் ஒரே பதிப்பாக இருக்க வேண்டும்
guest-stopped-no-seat = இந்த மேசையில் உங்களுக்கு காலி இருக்கை இல்லை
guest-stopped-other-secret = இந்தக் கணினி முன்பு வேறு பகடை இரகசியத்துடன் இந்த மேசையில் சேர்ந்தது, அதன் இருக்கைகள் அதற்காகக் காத்திருக்கின்றன: அவற்றைக் கணினி ஆட அனுமதிக்கவோ, இருக்கை மீண்டும் காலியாக உங்களை நீக்கவோ நடத்துநரிடம் கேளுங்கள்
guest-stopped-too-many = நடத்துநர் இந்தக் கணினியைக் கேட்பதை நிறுத்தினார்: அதன் செய்திகள் பல மறுக்கப்பட்டன
guest-stopped-removed = நடத்துநர் உங்களை இந்த மேசையிலிருந்து நீக்கினார்
guest-stopped-dice = நடத்துநரின் பகடைகள் சரிபார்ப்பில் தேறவில்லை: எறிதல் { $throw }: { $why }
guest-dice-not-its-parts = இந்த எறிதல் அதன் இரகசியங்கள் உருவாக்கும் எறிதல் அல்ல
guest-dice-parts = அதன் இரகசியங்கள் விடுபட்டுள்ளன, இருமுறை வந்துள்ளன, அல்லது மேசையில் இல்லாத ஒருவருடையவை
guest-dice-link = ஒரு ஆட்டக்காரரின் இரகசியம் அவரது சங்கிலியில் அந்த எறிதலுக்கு உரியது அல்ல
guest-dice-unsigned = ஒரு ஆட்டக்காரரின் சங்கிலி அவரது விசையால் கையொப்பமிடப்படவில்லை
guest-dice-alone = நடத்துநர் தனியாக எறிந்த எறிதல் அப்படிக் குறிக்கப்படவில்லை, அல்லது அப்படிக் குறிக்கப்பட்டது தனியாக எறிந்தது அல்ல
guest-dice-mine-left-out = இந்தக் கணினியின் இரகசியம் கேட்கப்பட்டு, பின்னர் விடுபட்டது
guest-dice-rewound = ஏற்கனவே ஆடியதை நடத்துநரின் ஆட்டம் திரும்பப் பெறுகிறது அல்லது மாற்றுகிறது
guest-dice-not-mine = பகடைப் பதிவேட்டில் இந்தக் கணினியின் சங்கிலி இல்லை
across-reopen = உங்கள் ஆட்டமேசையை மீண்டும் திறக்கவும்
across-rejoin = உங்கள் ஆட்டமேசைக்குத் திரும்பவும்
strip-across = கணினிகளுக்கிடையே:
across-rejoin-explain = நீங்கள் விட்டு வந்த மேசையில் ஆட்டம் இன்னும் நடக்கிறது: அங்கே உங்கள் இருக்கைகள் உங்களுக்காகக் காத்திருக்கின்றன.
across-reopen-explain = நீங்கள் நடத்தும் மேசையின் ஆட்டம் முடியவில்லை: உங்கள் நண்பர்கள் அதற்குத் திரும்பலாம்.
leave-title = மேசையை விட்டு வெளியேறவா?
leave-guest-explain = உங்கள் இருக்கைகள் உங்களுக்காகக் காத்திருக்கும்; நீங்கள் திரும்பும் வரை அவற்றில் கணினி ஆட விருந்தோம்பி அனுமதிக்கலாம். ஆட்டம் தொடரும் வரை, புதிய ஆட்டம் திரையிலிருந்து அதற்குத் திரும்பலாம்.
leave-host-explain = புதிய ஆட்டம் திரையிலிருந்து உங்கள் மேசையை மீண்டும் திறக்கும் வரை உங்கள் நண்பர்களின் ஆட்டம் நின்றிருக்கும்.
leave-leave = வெளியேறு
leave-stay = மேசையிலேயே இரு
why-network-closed = இந்தக் கணினியில் வலையமைப்பைத் திறக்க முடியவில்லை.
why-not-a-code = இது சேர்க்கைக் குறியீடு அல்ல. விருந்தோம்பி அனுப்பிய முழுக் குறியீட்டையும் நகலெடுங்கள்.
why-host-unreachable = விருந்தோம்பியை அடைய முடியவில்லை. குறியீட்டையும், மேசை இன்னும் திறந்துள்ளதா என்பதையும் சரிபாருங்கள்.
why-bad-relay = அமைப்புகளில் உள்ள "{ $relay }" என்ற இடைநிலைச் சேவையகத்தைப் பயன்படுத்த முடியாது: { $why }
why-bad-relay-env = DHAYAM_RELAY-இல் உள்ள "{ $relay }" என்ற இடைநிலைச் சேவையகத்தைப் பயன்படுத்த முடியாது: { $why }
why-relay-not-an-address = அது ஓர் இணைய முகவரி அல்ல (https://relay.example.org போல).
why-relay-not-http = அது https:// (அல்லது http://) என்று தொடங்க வேண்டும்.
why-hosted-unreadable = நீங்கள் நடத்திய ஆட்டமேசையை மீண்டும் திறக்க முடியவில்லை; அதன் கோப்பு அப்படியே வைக்கப்பட்டுள்ளது.
## முதல் ஆட்ட வழிகாட்டி
settings-walkthrough = முதல் ஆட்டக் குறிப்புகளைக் காட்டு
settings-walkthrough-hover = கட்டைகள், நகரக்கூடிய காய், வாயில் ஆகியவை முதன்முறை வரும்போது சிறு குறிப்புகள் அவற்றைக் காட்டும். மீண்டும் இயக்கினால் எல்லாக் குறிப்புகளும் மறுபடி வரும்.
tip-title = குறிப்பு
tip-dice = இரண்டு தாயக்கட்டைகளையும் உருட்டுவது உங்கள் முறை: உருட்டு என்பதைச் சொடுக்குங்கள், அல்லது Space அழுத்துங்கள்.
tip-pawn = வளையமிட்ட காய்கள் இந்த உருட்டில் நகரலாம். இந்தக் காயைப் போல ஒன்றைச் சொடுக்கி நகர்த்துங்கள் (அல்லது அதன் எண்ணை அழுத்துங்கள்).
tip-gate-shut = இந்த அம்புக்குறி உள் கட்டங்களுக்கான உங்கள் வாயில். யாருடைய காயையாவது வெட்டிய பிறகே உங்கள் காய்கள் இதன் வழியே உள்ளே போகும்; அதுவரை அவை வெளிச்சுற்றில் மீண்டும் சுற்றும்.
tip-gate-wait = இந்த அம்புக்குறி உள் கட்டங்களுக்கான உங்கள் வாயில். யாருடைய காயையாவது வெட்டிய பிறகே உங்கள் காய்கள் இதன் வழியே உள்ளே போகும்; அதுவரை அவை இதன் முன் காத்திருக்கும்.
tip-gate-open = இந்த அம்புக்குறி உங்கள் வாயில்: நீங்கள் ஒரு காயை வெட்டிவிட்டதால் உங்கள் காய்கள் இதன் வழியே உள் கட்டங்களுக்குள், நடுக்கட்டம் நோக்கிப் போகலாம்.
tip-ok = சரி
tip-skip = குறிப்புகள் வேண்டாம்

## ஒரு ஆட்டத்தின் தாயக்கட்டைகள்

dice-open = தாயக்கட்டைகள்
dice-open-hover = ஒவ்வொரு ஆட்டக்காரரின் உருட்டுகளும் சரியான வாய்ப்புகளும், உருட்டுகளுக்குப் பங்களித்தவர்கள், ஒவ்வொரு உருட்டின் சரிபார்ப்பும்
dice-title = இந்த ஆட்டத்தின் தாயக்கட்டைகள்
dice-throws = { $throws ->
        [one] { $throws } உருட்டு
       *[other] { $throws } உருட்டுகள்
    }
dice-one-computer = ஒரே கணினியில் ஆடப்பட்டது: சரிபார்க்கப் பகடைப் பதிவேடு இல்லை.
dice-chains-explained = ஒவ்வொரு உருட்டும், மேசையிலுள்ள ஒவ்வொருவரும் முதல் உருட்டுக்கு முன்பே நிர்ணயித்த இரகசியங்களால் ஆனது; எனவே நடத்துநர் உட்பட யாரும் அதைத் தேர்ந்தெடுக்கவோ முன்கூட்டியே அறியவோ முடியாது.
dice-alone-count = { $count ->
        [one] நடத்துநர் மட்டுமே உருவாக்கிய { $count } உருட்டு: நேர்மை நிரூபிக்க முடியாதது
       *[other] நடத்துநர் மட்டுமே உருவாக்கிய { $count } உருட்டுகள்: நேர்மை நிரூபிக்க முடியாதவை
    }
dice-alone-which = உருட்டு எண்கள்: { $throws }
dice-before-signed = கையொப்பமிட்ட தாயக்கட்டைகளுக்கு முன் பதிவானது: அது உருவான முறையிலேயே சரிபார்க்கப்படும்.
dice-verify = ஒவ்வொரு உருட்டையும் சரிபார்
dice-verify-hover = dhayam-cli verify செய்யும் அதே சரிபார்ப்பு: ஒவ்வொரு கையொப்பமும், ஒவ்வொரு இரகசியமும், ஒவ்வொரு உருட்டும்
dice-verified = { $throws ->
        [one] { $throws } உருட்டும் சரிபார்க்கப்பட்டது.
       *[other] எல்லா { $throws } உருட்டுகளும் சரிபார்க்கப்பட்டன.
    }
dice-verified-shared = { $shared ->
        [one] { $shared } உருட்டு இருவர் அல்லது மேற்பட்டோரின் இரகசியங்களால் ஆனது.
       *[other] { $shared } உருட்டுகள் இருவர் அல்லது மேற்பட்டோரின் இரகசியங்களால் ஆனவை.
    }
dice-failed = தாயக்கட்டைகள் சரிபார்ப்பில் தேறவில்லை: { $why }
dice-contributors = பங்களித்தவர்கள்
dice-name = பெயர்
dice-key = சாவி
dice-took-part = பங்கேற்றது
dice-away = விலகியது
dice-handed-over = கணினி ஆடியது
dice-removed = நீக்கப்பட்டது
dice-host-name = { $name } (நடத்துநர்)
dice-seat-throws = { $name }: { $throws ->
        [one] { $throws } உருட்டு
       *[other] { $throws } உருட்டுகள்
    }
dice-host-alone = நடத்துநர் மட்டும், நேர்மை நிரூபிக்க முடியாதது
dice-host-alone-hover = இந்த உருட்டின்போது மேசையில் வேறு யாரும் இல்லை: நடத்துநர் அதை முன்கூட்டியே அறிந்திருக்கலாம்.
dice-contributor = பங்களிப்பாளர் { $number }
dice-faces = { $one } + { $two } (மதிப்பு { $value })
dice-why-no-contributors = பகடைப் பதிவேட்டில் நடத்துநர் உட்பட யாருடைய பெயரும் இல்லை
dice-why-signature = { $name } இன் இரகசியங்கள் இந்த மேசைக்காக அவர்களின் சாவியால் கையொப்பமிடப்படவில்லை
dice-why-same-key = { $name } க்கு வேறொரு ஆட்டக்காரரின் சாவி உள்ளது
dice-why-count = பதிவேடு { $ledger } உருட்டுகளுக்குக் கணக்குச் சொல்கிறது, ஆனால் ஆட்டத்தில் { $record } உள்ளன
dice-why-parts = உருட்டு { $throw } ஒரு ஆட்டக்காரரைக் காரணம் சொல்லாமல் விடுகிறது, ஒருவரை இருமுறை அல்லது அந்நியரைக் குறிப்பிடுகிறது, அல்லது நடத்துநரின் பங்கு இல்லை
dice-why-link = உருட்டு { $throw }: { $name } இன் இரகசியம் ஆட்டத்துக்கு முன் அவர்கள் நிர்ணயித்தது அல்ல
dice-why-alone = உருட்டு { $throw } நடத்துநர் மட்டுமே உருவாக்கியது, ஆனால் அப்படிக் குறிக்கப்படவில்லை; அல்லது மற்றவர்கள் பங்கேற்றும் அப்படிக் குறிக்கப்பட்டுள்ளது
dice-why-throw = உருட்டு { $throw } { $recorded } எனப் பதிவாகியுள்ளது, ஆனால் அதன் இரகசியங்கள் { $derived } ஐ உருவாக்குகின்றன

## Talk at a table across computers
talk-title = பேச்சு
talk-hint = ஏதாவது சொல்லுங்கள்…
talk-send = அனுப்பு
talk-too-fast = மெதுவாக: அந்த வரி அனுப்பப்படவில்லை.
talk-mute = இங்கே இவரை முடக்க அழுத்துங்கள்
talk-you = நீங்கள்
talk-unmute-name = { $name } முடக்கத்தை நீக்கு
phrase-hello = வணக்கம்!
phrase-good-luck = வாழ்த்துகள்!
phrase-your-turn = உங்கள் முறை.
phrase-well-played = நன்றாக ஆடினீர்கள்!
phrase-oops = அச்சச்சோ!
phrase-thayam = தாயம்!
phrase-thanks = நன்றி!
phrase-good-game = நல்ல ஆட்டம்!
