% block and end-of-line comments around a bicycle reliability model with a predicate that has no clauses under unknown(fail)
:- unknown(fail).
/* parts of a bicycle
   and how often they fail */
part(chain). 0.1::worn(chain).
part(brake). 0.05::worn(brake).
part(tyre). 0.2::worn(tyre). % tyres wear fastest
rideable :- \+ worn(chain), \+ worn(brake).
safe :- rideable, \+ worn(tyre).
needs_repair(P) :- part(P), worn(P), \+ repaired(P).
query(rideable).
query(safe).
query(needs_repair(P)).
