% evidence on a certain fact and on a rule that is certain
1.0::sure.
0.5::maybe.
both :- sure, maybe.
evidence(sure).
evidence(both, true).
query(maybe).
