% a trace in the body of a query directive and in evidence
0.4::rain.
wet :- rain, writeln(wet_checked).
evidence(wet, true) :- writeln(stating_evidence).
query(rain) :- writeln(posing_query).
