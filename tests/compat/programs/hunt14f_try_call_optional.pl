% written for this corpus by a find-only hunt (session 23; control, meta-calls and query forms)
% Optional sensors: try_call/1 around predicates that may not be defined
:- unknown(fail).
0.8::temp_high.
0.4::smoke.
alarm :- try_call(smoke).
alarm :- try_call(gas_leak).
alarm :- temp_high, try_call(smoke).
silent :- \+ alarm.
query(alarm). query(silent).
