% writes in a predicate called with evidence and by a query with the same call
0.3::fire. 0.2::tamper.
alarm :- fire, writeln(fire_branch).
alarm :- tamper, writeln(tamper_branch).
leaving :- alarm, writeln(leaving_branch).
evidence(leaving).
query(fire). query(alarm).
