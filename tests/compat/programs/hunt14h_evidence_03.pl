% evidence written with \+ and with an explicit false value
0.2::fault(pump). 0.1::fault(valve). 0.05::fault(sensor).
low_pressure :- fault(pump).
low_pressure :- fault(valve).
alarm :- low_pressure.
0.5::alarm :- fault(sensor).
evidence(\+ fault(sensor)).
evidence(alarm, true).
query(fault(pump)). query(fault(valve)). query(low_pressure).
