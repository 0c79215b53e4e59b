% evidence on an atom with no clauses (unknown(fail)) next to ordinary evidence
:- unknown(fail).
0.4::rain. 0.2::storm.
flood :- rain, storm.
evidence(flood, false).
evidence(tornado, false).
query(rain).
query(storm).
